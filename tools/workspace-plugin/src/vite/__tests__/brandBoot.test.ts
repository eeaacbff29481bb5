import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AliasOptions, HtmlTagDescriptor, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, securityHeaders } from '../../../../serving/security-headers.mjs';
import { readFileSync } from 'node:fs';
import {
  bootScriptCode,
  brandBoot,
  brandBootBuild,
  CENTRE_MODULES,
  centrePageExports,
  centrePreloads,
  PAGE_MODULES,
  pageExports,
  routePreloads,
  startCatalogs,
} from '../brandBoot';

const workspaceRoot = resolve(fileURLToPath(import.meta.url), '../../../../../..');
const { workspaceAliases } = (await import(join(workspaceRoot, 'tools/vite/config.ts'))) as { workspaceAliases: () => AliasOptions };
const workspace = { workspaceRoot, alias: workspaceAliases() };
const ptRoot = join(workspaceRoot, 'apps/portal-brand-pt');

describe('brandBoot', () => {
  it('plans the phone’s boot frame: the status, each route’s banners, the phone’s media query', async () => {
    const plan = JSON.parse((await brandBootBuild(ptRoot, workspace, '')).data);
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

  it('lists each route page’s chunk and what it imports, less the start’s files; a page no chunk exports fails the build', () => {
    const read = (path: string) => readFileSync(join(workspaceRoot, path), 'utf8');
    const pages = Object.assign({}, ...PAGE_MODULES.pages.map((path) => pageExports(read(path))));
    expect(pages).toMatchObject({ lobby: 'LobbyPage', agentLogin: 'AgentLoginPage', pointMall: 'PointMallPage', home: 'HomePage', helpmc: 'HelpCentrePage' });
    // A stand-in of the bundle: only the fields the lists read.
    const chunk = (fileName: string, imports: string[], extra: object = {}) =>
      ({
        type: 'chunk',
        fileName,
        imports,
        isDynamicEntry: false,
        exports: [],
        moduleIds: [],
        ...extra,
      }) as unknown as Rollup.OutputChunk;
    const bundle = {
      'index.js': chunk('index.js', ['vendor.js']),
      'vendor.js': chunk('vendor.js', []),
      'lobby.js': chunk('lobby.js', ['vendor.js', 'tabs.js'], { isDynamicEntry: true, exports: ['LobbyPage'] }),
      'tabs.js': chunk('tabs.js', ['aria.js']),
      'aria.js': chunk('aria.js', []),
      'home.js': chunk('home.js', ['vendor.js'], { isDynamicEntry: true, exports: ['HomePage'] }),
      'sections.js': chunk('sections.js', ['tabs.js'], { isDynamicEntry: true, exports: ['HomeGameSections'] }),
    };
    const entry = bundle['index.js'];
    const routes = { '/': 'home', '/rng': 'lobby', '/maintenance': 'maintenance' };
    expect(routePreloads(bundle, entry, routes, { home: 'HomePage', lobby: 'LobbyPage' }, ['HomeGameSections'], '/assets/')).toEqual({
      '/': ['/assets/home.js', '/assets/sections.js', '/assets/tabs.js', '/assets/aria.js'],
      '/rng': ['/assets/lobby.js', '/assets/tabs.js', '/assets/aria.js'],
    });
    expect(() => routePreloads(bundle, entry, routes, { lobby: 'LobbiesPage' }, [], '/')).toThrow(/no chunk exports LobbiesPage/);
    const centreBundle = {
      ...bundle,
      'overlay.js': chunk('overlay.js', ['tabs.js', 'modal.js'], { moduleIds: ['/w/libs/feature-member/src/overlay.ts', '/w/libs/x.ts'] }),
      'modal.js': chunk('modal.js', []),
      'pages.js': chunk('pages.js', [], { moduleIds: ['/w/libs/feature-member/src/addressedPage.ts'] }),
      'records.js': chunk('records.js', ['modal.js', 'table.js'], { isDynamicEntry: true, exports: ['AccountRecordPage'] }),
      'table.js': chunk('table.js', []),
      'm-vi.js': chunk('m-vi.js', [], { isDynamicEntry: true, facadeModuleId: '/w/libs/feature-member/src/locales/vi/messages.po' }),
    };
    const views = centrePageExports(read(CENTRE_MODULES.views));
    expect(views).toMatchObject({ transactionHistory: 'AccountRecordPage', depositv2: 'DepositPage', responsibleGaming: 'ResponsibleGamingPage' });
    expect(centrePreloads(centreBundle, entry, { transactionHistory: 'AccountRecordPage' }, ['vi'], '/')).toEqual({
      frame: ['/overlay.js', '/tabs.js', '/aria.js', '/modal.js', '/pages.js'],
      pages: { transactionHistory: ['/records.js', '/table.js'] },
      catalogs: { vi: '/m-vi.js' },
    });
    const catalogs = {
      ...bundle,
      'c1.js': { ...chunk('c1.js', []), name: 'catalog-vi' },
      'c2.js': { ...chunk('c2.js', []), name: 'catalog-pt' },
    };
    expect(startCatalogs(catalogs, ['vi', 'en'], '/')).toEqual({ vi: '/c1.js' });
  });

  it('compiles the boot entry into one minified classic script, with none of the portal’s modules', async () => {
    const code = await bootScriptCode(workspace);
    expect(code).toMatch(/^\(function\(\)\{/);
    expect(code).not.toMatch(/\bimport\b|\bexport\b|<\/script/);
    expect(code).toContain('modulepreload');
    expect(code.length).toBeLessThan(4_000);
  });

  it('goes into <head> after the viewport, before the stylesheets, with its plan and the frame’s rules; the CSP allows it by the hash of what was built', async () => {
    const plugin = brandBoot(ptRoot, workspace);
    await (plugin.buildStart as () => Promise<void>)();
    const built = await brandBootBuild(ptRoot, workspace, '');
    const transform = plugin.transformIndexHtml as (html: string) => { html: string; tags: HtmlTagDescriptor[] };
    const { html, tags } = transform(
      '<head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />\n    <link rel="stylesheet" href="/a.css">',
    );
    const script = html.match(/<script data-boot="([^"]*)" data-theme-attribute="data-portal-theme">([\s\S]*?)<\/script>/);
    expect(html.indexOf('<meta name="viewport"')).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(script?.[2]).toBe(built.code);
    const attribute = script![1]!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(attribute).toBe(built.data);
    expect(tags).toEqual([{ tag: 'style', children: built.stylesheet, injectTo: 'head' }]);
    const hash = `'sha256-${createHash('sha256').update(built.code).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([hash]);
    expect(securityHeaders({ scriptHashes: inlineScriptHashes(html) })['Content-Security-Policy']).toContain(`script-src 'self' ${hash};`);
  });
});
