// @vitest-environment jsdom
/// <reference lib="dom" />
import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AliasOptions, HtmlTagDescriptor, Rollup } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_DATA_ATTRIBUTE, BOOT_SCRIPT } from '../../../../serving/boot-script.mjs';
import { securityHeaders } from '../../../../serving/security-headers.mjs';
import { readFileSync } from 'node:fs';
import {
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
/** A brand of two languages (Vietnamese by default, English). */
const vnRoot = join(workspaceRoot, 'apps/portal-brand-vn');

const banner = { bannerId: 1, url: '/sandbox/art/banner/1.jpg', groupName: 'w_rng', width: 600, height: 240 };

interface Visit {
  path: string;
  phone?: boolean;
  local?: Record<string, string>;
  status?: number;
  banners?: object[];
}

/** Runs the boot script in this document as a browser would at `path`; resolves once its calls have answered. */
async function runBoot(data: string, { path, phone = true, local = {}, status = 0, banners = [banner] }: Visit) {
  window.history.replaceState(null, '', path);
  localStorage.clear();
  for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const answers: Promise<unknown>[] = [];
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: phone, media: query }));
  vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
    requests.push({ url, headers: init.headers });
    const value = url.includes('/banners') ? banners : { status, ip: '', country: '' };
    const answer = Promise.resolve({ json: () => Promise.resolve({ success: true, value }) });
    answers.push(answer);
    return answer;
  });
  const script = document.createElement('script');
  script.setAttribute(BOOT_DATA_ATTRIBUTE, data);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(BOOT_SCRIPT)();
  // What was asked for in the script's own task: the calls leave before the page's files.
  const inItsTask = { requests: requests.length, preloads: document.querySelectorAll('link[rel="modulepreload"]').length };
  await Promise.all(answers);
  await new Promise((done) => setTimeout(done, 0));
  return { requests, frame: document.getElementById('portal-boot'), inItsTask };
}

afterEach(() => {
  document.getElementById('portal-boot')?.remove();
  document.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  Reflect.deleteProperty(window, '__portalBootReleased');
  Reflect.deleteProperty(window, '__portalBootPainted');
  document.documentElement.removeAttribute('data-portal-theme');
  vi.unstubAllGlobals();
});

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

  it('on a phone, draws the header’s bar and the first banner from the stored CDN, asked for in the stored language; names the stored theme', async () => {
    const data = (await brandBootBuild(vnRoot, workspace, '')).data;
    const plan = JSON.parse(data);
    const { requests, frame } = await runBoot(data, { path: '/rng', local: { language: '"en"', theme: '"light"', imageCdn: 'https://cdn.example' } });
    expect(document.documentElement.getAttribute('data-portal-theme')).toBe('light');
    expect(requests.map((request) => request.url)).toEqual(['/wps/system/status', plan.banners['/rng']]);
    expect(requests[0]!.headers).toEqual({ Accept: 'application/json', Merchant: plan.merchant, Language: 'EN' });
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(frame?.firstElementChild?.tagName).toBe('DIV');
    const image = frame?.querySelector('section > img') as HTMLImageElement;
    expect([image.getAttribute('src'), image.alt, image.width, image.height]).toEqual(['https://cdn.example/sandbox/art/banner/1.jpg', '', 600, 240]);
    // The bar holds the brand's logo, and its square icon for a narrow phone, as the header draws them.
    const logo = frame?.querySelector('div > picture > img') as HTMLImageElement;
    expect([logo.getAttribute('src'), logo.alt]).toEqual([plan.logo, '']);
    expect(frame?.querySelector('div > picture > source')?.getAttribute('srcset') ?? null).toBe(plan.appIcon);
    // The portal's first render waits for the banner's paint: a promise it finds on the window.
    expect(Reflect.get(window, '__portalBootPainted')).toBeInstanceOf(Promise);
  });

  it('draws nothing under maintenance, without banners, once the portal shows, on a larger screen, or when the address hands over a session', async () => {
    const data = (await brandBootBuild(ptRoot, workspace, '')).data;
    expect((await runBoot(data, { path: '/', status: 1 })).frame).toBeNull();
    // Nothing to paint: the portal's first render does not wait.
    await expect(Reflect.get(window, '__portalBootPainted')).resolves.toBeUndefined();
    expect((await runBoot(data, { path: '/', banners: [] })).frame).toBeNull();
    Reflect.set(window, '__portalBootReleased', true);
    expect((await runBoot(data, { path: '/' })).frame).toBeNull();
    Reflect.deleteProperty(window, '__portalBootReleased');
    expect((await runBoot(data, { path: '/', phone: false })).requests).toEqual([]);
    expect((await runBoot(data, { path: '/?token=abc' })).requests).toEqual([]);

    expect((await runBoot(data, { path: '/game' })).requests).toEqual([]);
    // The language stored by an older version, unknown to the brand: its default.
    expect((await runBoot(data, { path: '/', local: { language: '"toString"' } })).requests[0]!.headers['Language']).toBe('PT');
  });

  it('under the member centre opened by the address draws the bar alone, after the status, without asking for banners', async () => {
    const data = (await brandBootBuild(ptRoot, workspace, '')).data;
    const plan = JSON.parse(data);
    const { requests, frame } = await runBoot(data, { path: '/?member=transactionHistory' });
    expect(requests.map((request) => request.url)).toEqual(['/wps/system/status']);
    expect(frame?.querySelector('section')).toBeNull();
    expect(frame?.querySelector('div > picture > img')?.getAttribute('src')).toBe(plan.logo);
    frame?.remove();
    expect((await runBoot(data, { path: '/?lang=pt&member=menu', status: 1 })).frame).toBeNull();
    // Another parameter of that name's prefix is not the centre's.
    expect((await runBoot(data, { path: '/?members=1' })).requests).toHaveLength(2);
  });

  it('asks for the start’s catalog in the stored language and the route page’s files as module preloads, no page files under the centre covering a phone’s page', async () => {
    const plan = JSON.parse((await brandBootBuild(vnRoot, workspace, '')).data);
    expect(plan).toMatchObject({ preloads: {}, catalogs: {}, locale: 'vi' });
    const data = JSON.stringify({
      ...plan,
      preloads: { '/rng': ['/assets/lobby.js', '/assets/tabs.js'], '/': ['/assets/home.js'] },
      catalogs: { vi: '/assets/vi.js', en: '/assets/en.js' },
    });
    const preloaded = () => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
      links.forEach((link) => link.remove());
      return links.map((link) => `${link.getAttribute('href')}${link.crossOrigin === '' ? '' : ' (no crossorigin)'}`);
    };
    // In a task after the script's own, where the status and banner calls have left.
    expect((await runBoot(data, { path: '/rng' })).inItsTask).toEqual({ requests: 2, preloads: 0 });
    expect(preloaded()).toEqual(['/assets/vi.js', '/assets/lobby.js', '/assets/tabs.js']);
    // On a larger screen too (no boot frame there, the page's code all the same), in the stored language.
    await runBoot(data, { path: '/?member=transactionHistory', phone: false, local: { language: '"en"' } });
    expect(preloaded()).toEqual(['/assets/en.js', '/assets/home.js']);
    // A language the brand does not offer: its default's.
    await runBoot(data, { path: '/?member=transactionHistory', local: { language: '"pt"' } });
    expect(preloaded()).toEqual(['/assets/vi.js']);
    // The centre's frame, the named page's files and the centre's catalog instead, when the build listed them.
    const centre = { frame: ['/assets/frame.js'], pages: { transactionHistory: ['/assets/records.js'] }, catalogs: { vi: '/assets/member-vi.js' } };
    const withCentre = JSON.stringify({ ...JSON.parse(data), centre });
    await runBoot(withCentre, { path: '/rng?member=transactionHistory' });
    expect(preloaded()).toEqual(['/assets/vi.js', '/assets/frame.js', '/assets/records.js', '/assets/member-vi.js']);
    await runBoot(withCentre, { path: '/?member=constructor' });
    expect(preloaded()).toEqual(['/assets/vi.js', '/assets/frame.js', '/assets/member-vi.js']);
    await runBoot(data, { path: '/game' });
    expect(preloaded()).toEqual(['/assets/vi.js']);
  });

  it('sets up Intl in a task after its own, on any screen', async () => {
    const data = (await brandBootBuild(ptRoot, workspace, '')).data;
    const check = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      window.history.replaceState(null, '', '/rng');
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
      const script = document.createElement('script');
      script.setAttribute(BOOT_DATA_ATTRIBUTE, data);
      Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
      new Function(BOOT_SCRIPT)();
      expect(check).not.toHaveBeenCalled();
      await new Promise((done) => setTimeout(done, 0));
      expect(check).toHaveBeenCalledWith([navigator.language]);
    } finally {
      check.mockRestore();
    }
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

  it('goes into <head> after the viewport, before the stylesheets, with the frame’s rules, and the CSP allows it by its hash', async () => {
    const plugin = brandBoot(ptRoot, workspace);
    await (plugin.buildStart as () => Promise<void>)();
    const built = await brandBootBuild(ptRoot, workspace, '');
    const transform = plugin.transformIndexHtml as (html: string) => { html: string; tags: HtmlTagDescriptor[] };
    const { html, tags } = transform(
      '<head>\n    <meta charset="UTF-8" />\n    <meta name="viewport" content="width=device-width" />\n    <link rel="stylesheet" href="/a.css">',
    );
    const script = html.match(/<script data-boot="([^"]*)">([^<]*)<\/script>/);
    expect(html.indexOf('<meta name="viewport"')).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(script?.[2]).toBe(BOOT_SCRIPT);
    const attribute = script![1]!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    expect(attribute).toBe(built.data);
    expect(tags).toEqual([{ tag: 'style', children: built.stylesheet, injectTo: 'head' }]);
    expect(built.stylesheet).toContain('#portal-boot>div{box-sizing:content-box;display:flex;align-items:center;gap:8px;height:56px;');
    expect(built.stylesheet).toContain('#portal-boot>div::before{content:"";flex-shrink:0;width:44px;height:44px}');
    expect(securityHeaders()['Content-Security-Policy']).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}';`);
  });
});
