import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AliasOptions, HtmlTagDescriptor, Rollup } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, securityHeaders } from '../../../../serving/security-headers.mjs';
import { bootScriptCode, brandBoot, brandBootBuild, INLINED_IMAGE_LIMIT, inlinedBrandImage, planFiles, type BrandBootBuild } from '../brandBoot';
import type { PortalBuildFacts } from '../portalBuildFacts';

const workspaceRoot = resolve(fileURLToPath(import.meta.url), '../../../../../..');
const { workspaceAliases } = (await import(join(workspaceRoot, 'tools/vite/config.ts'))) as { workspaceAliases: () => AliasOptions };
const workspace = { workspaceRoot, alias: workspaceAliases() };
const ptRoot = join(workspaceRoot, 'apps/portal-brand-pt');
const lib = (path: string) => join(workspaceRoot, 'libs', path);

/** The PT brand's boot build, read once (it runs the portal's start steps in a module runner). */
let pt: BrandBootBuild;
beforeAll(async () => {
  pt = await brandBootBuild(ptRoot, workspace, '');
}, 120_000);

/** A stand-in of the bundle: only the fields the lists read. */
const chunk = (fileName: string, imports: string[], moduleIds: string[] = []) =>
  ({ type: 'chunk', fileName, imports, moduleIds }) as unknown as Rollup.OutputChunk;

describe('brandBoot', () => {
  it('plans the phone’s boot frame: the status, each route’s banners, the phone’s media query', () => {
    const plan = JSON.parse(pt.data);
    expect(plan).toMatchObject({
      id: 'portal-boot',
      painted: '__portalBootPainted',
      base: '',
      language: 'PT',
      status: '/wps/system/status',
      cdnKey: 'imageCdn',
      timeout: 10_000,
    });
    expect(plan.media).toMatch(/^\(max-width: [\d.]+px\)/);
    expect(plan.banners['/']).toMatch(/^\/wps\/system\/banners\?groupName=w_/);
    expect(plan.banners['/rng']).toMatch(/^\/wps\/system\/banners\?groupName=w_/);
    // No banners on the game page, and none drawn under the phone's full-screen pages.
    expect(plan.banners['/game']).toBeUndefined();
    expect(plan.banners['/login']).toBeUndefined();
  });

  it('learns from the portal’s own start steps which modules each route, the member centre and the catalogs ask for', () => {
    const { facts } = pt;
    // Home: its page and its game sections (a slot of feature-games); the lobby: its entry point.
    expect(facts.routeModules['/']).toEqual(
      expect.arrayContaining([lib('feature-shell/src/lib/home/components/HomePage.tsx'), lib('feature-games/src/home.ts')]),
    );
    expect(facts.routeModules['/rng']).toEqual([lib('feature-games/src/lobby.ts')]);
    expect(facts.routeModules['/agent-login']).toEqual([lib('feature-agent/src/index.ts')]);
    // The member centre opened by its address: its overlay and the list of its pages, then each page's own.
    expect([...facts.centreModules].sort()).toEqual([lib('feature-member/src/addressedPage.ts'), lib('feature-member/src/overlay.ts')]);
    expect(facts.centrePageModules['transactionHistory']).toEqual([lib('feature-member/src/lib/transaction-history/components/AccountRecordPage.tsx')]);
    // The start's catalogs of PT's one language, and the member centre's.
    expect(facts.startCatalogModules['pt']).toEqual(
      expect.arrayContaining(['feature-shell', 'page-kit', 'i18n', 'feature-auth', 'feature-games'].map((name) => lib(`${name}/src/locales/pt/messages.po`))),
    );
    expect(facts.centreCatalogModules).toEqual({ pt: lib('feature-member/src/locales/pt/messages.po') });
  });

  it('lists the files of what each asks for and what those import, less the start’s, in the bundle', () => {
    const facts = {
      routeModules: { '/': ['/w/home.tsx', '/w/slots.ts'], '/rng': ['/w/lobby.ts'] },
      startCatalogModules: { vi: ['/w/shell/vi.po', '/w/games/vi.po'] },
      centreModules: ['/w/overlay.ts', '/w/pages.ts'],
      centrePageModules: { transactionHistory: ['/w/records.tsx'] },
      centreCatalogModules: { vi: '/w/member/vi.po' },
    } as unknown as PortalBuildFacts;
    const bundle = {
      'index.js': chunk('index.js', ['vendor.js'], ['/w/main.tsx']),
      'vendor.js': chunk('vendor.js', []),
      'lobby.js': chunk('lobby.js', ['vendor.js', 'tabs.js'], ['/w/lobby.ts', '/w/LobbyPage.tsx']),
      'tabs.js': chunk('tabs.js', ['aria.js']),
      'aria.js': chunk('aria.js', []),
      'home.js': chunk('home.js', ['vendor.js'], ['/w/home.tsx']),
      'sections.js': chunk('sections.js', ['tabs.js'], ['/w/slots.ts']),
      'catalog-vi.js': chunk('catalog-vi.js', [], ['/w/shell/vi.po', '/w/games/vi.po']),
      'frame.js': chunk('frame.js', ['tabs.js', 'modal.js'], ['/w/overlay.ts', '/w/pages.ts']),
      'modal.js': chunk('modal.js', []),
      'records.js': chunk('records.js', ['modal.js', 'table.js'], ['/w/records.tsx']),
      'table.js': chunk('table.js', []),
      'member-vi.js': chunk('member-vi.js', [], ['/w/member/vi.po']),
    };
    expect(planFiles(facts, bundle, bundle['index.js'], '/assets/')).toEqual({
      preloads: {
        '/': ['/assets/home.js', '/assets/sections.js', '/assets/tabs.js', '/assets/aria.js'],
        '/rng': ['/assets/lobby.js', '/assets/tabs.js', '/assets/aria.js'],
      },
      catalogs: { vi: '/assets/catalog-vi.js' },
      centre: {
        frame: ['/assets/frame.js', '/assets/tabs.js', '/assets/aria.js', '/assets/modal.js'],
        pages: { transactionHistory: ['/assets/records.js', '/assets/table.js'] },
        catalogs: { vi: '/assets/member-vi.js' },
      },
    });
  });

  it('fails the build, naming the route and the module, when what the start asks for is in no chunk', () => {
    const facts = {
      routeModules: { '/rng': ['/w/games/lobby.ts'] },
      startCatalogModules: {},
      centreModules: [],
      centrePageModules: {},
      centreCatalogModules: {},
    } as unknown as PortalBuildFacts;
    const bundle = { 'index.js': chunk('index.js', []), 'lobbies.js': chunk('lobbies.js', [], ['/w/games/lobbies.ts']) };
    expect(() => planFiles(facts, bundle, bundle['index.js'], '/')).toThrow(
      'brandBoot: the start of /rng asks for /w/games/lobby.ts, which no chunk of the bundle holds',
    );
  });

  it('compiles the boot entry into one minified classic script, with none of the portal’s modules', async () => {
    const code = await bootScriptCode(workspace);
    expect(code).toMatch(/^\(function\(\)\{/);
    expect(code).not.toMatch(/\bimport\b|\bexport\b|<\/script/);
    expect(code).toContain('modulepreload');
    expect(code.length).toBeLessThan(4_000);
  });

  it('goes into <head> after the viewport and the frame, before the stylesheets, with its plan and the frame’s rules; the CSP allows it by the hash of what was built', async () => {
    const plugin = brandBoot(ptRoot, workspace);
    await (plugin.buildStart as () => Promise<void>)();
    const transform = plugin.transformIndexHtml as (html: string) => { html: string; tags: HtmlTagDescriptor[] };
    const { html, tags } = transform(
      '<head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />\n    <link rel="stylesheet" href="/a.css">',
    );
    const script = html.match(/<script data-boot="([^"]*)" data-theme-attribute="data-portal-theme">([\s\S]*?)<\/script>/);
    expect(html.indexOf('<meta name="viewport"')).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(script?.[2]).toBe(pt.code);
    const attribute = script![1]!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(attribute).toBe(pt.data);
    expect(tags).toEqual([{ tag: 'style', children: pt.stylesheet, injectTo: 'head' }]);
    // The frame to copy comes before the script, which may draw it as it runs.
    expect(html).toContain(`<template id="portal-boot-frame">${pt.templateContent}</template>\n    <script data-boot=`);
    // The frame is the portal's header bar and banner slide as the build rendered them, its mark in the page itself, its rules inside it only.
    const logo = `data:image/svg+xml;base64,${readFileSync(join(ptRoot, 'public/logo.svg')).toString('base64')}`;
    expect(pt.templateContent).toContain(`<img src="${logo}"`);
    expect(pt.templateContent).toMatch(/^<div id="portal-boot" aria-hidden="true">.*<picture>.*<img[^>]* data-boot-banner=""/);
    expect(pt.stylesheet).toMatch(/^#portal-boot \./);
    expect(
      pt.stylesheet
        .split('}')
        .filter((rule) => rule.includes('{') && !rule.includes('@media'))
        .every((rule) => rule.trim().startsWith('#portal-boot ')),
    ).toBe(true);
    const hash = `'sha256-${createHash('sha256').update(pt.code).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash]);
    expect(securityHeaders({ scriptHashes: inlineScriptHashes(html) })['Content-Security-Policy']).toContain(`script-src 'self' ${hash};`);
  }, 120_000);

  it('inlines a small image of the brand’s public folder; a large one, another host or a missing file stay addresses', () => {
    const root = mkdtempSync(join(tmpdir(), 'brand-'));
    mkdirSync(join(root, 'public'));
    writeFileSync(join(root, 'public/mark.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(root, 'public/big.png'), Buffer.alloc(INLINED_IMAGE_LIMIT + 1));
    expect(inlinedBrandImage(root, '/mark.svg')).toBe(
      `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
    );
    expect(inlinedBrandImage(root, '/big.png')).toBe('/big.png');
    expect(inlinedBrandImage(root, '/missing.svg')).toBe('/missing.svg');
    expect(inlinedBrandImage(root, 'https://cdn.example/logo.svg')).toBe('https://cdn.example/logo.svg');
    expect(inlinedBrandImage(root, '//cdn.example/logo.svg')).toBe('//cdn.example/logo.svg');
  });
});
