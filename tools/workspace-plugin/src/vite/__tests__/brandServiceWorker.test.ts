import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AliasOptions, Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../../../../serving/security-headers.mjs';
import { serviceWorkerHeaders } from '../../../../serving/service-worker-headers.mjs';
import { buildId, OFFLINE_MODULES, precacheList, serviceWorkerCode, serviceWorkerOn } from '../brandServiceWorker';

const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const { workspaceAliases } = (await import(join(workspaceRoot, 'tools/vite/config.ts'))) as { workspaceAliases: () => AliasOptions };
const workspace = { workspaceRoot, alias: workspaceAliases() };
const revision = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const chunk = (fileName: string, { name = fileName, isEntry = false, imports = [] as string[], moduleIds = [] as string[] } = {}) =>
  ({ type: 'chunk', fileName, name, isEntry, imports, moduleIds, code: `/* ${fileName} */` }) as unknown as Rollup.OutputChunk;
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as unknown as Rollup.OutputAsset;

/** A brand build in small: the start, a lazy page, the offline screen's chunk, a catalog, the page and the brand's files. */
function bundle(): Rollup.OutputBundle {
  const files = [
    chunk('assets/index-aaaaaaa.js', { name: 'index', isEntry: true, imports: ['assets/vendor-react-bbbbbbb.js'] }),
    chunk('assets/vendor-react-bbbbbbb.js', { name: 'vendor-react' }),
    chunk('assets/PromotionsPage-ccccccc.js', { name: 'PromotionsPage', imports: ['assets/vendor-react-bbbbbbb.js', 'assets/ddddddd.js'] }),
    chunk('assets/ddddddd.js', { name: 'shared' }),
    chunk('assets/eeeeeee.js', {
      name: 'SiteServices',
      imports: ['assets/fffffff.js'],
      moduleIds: OFFLINE_MODULES.map((module) => `${workspaceRoot}/${module}`),
    }),
    chunk('assets/fffffff.js', { name: 'installed' }),
    chunk('assets/ggggggg.js', { name: 'catalog-pt' }),
    asset('index.html', '<!doctype html>'),
    asset('manifest.webmanifest', '{}'),
    asset('icons/icon-192.png', 'png'),
    asset('assets/font-hhhhhhh.woff2', 'font'),
    asset('nginx-security-headers.conf', 'add_header'),
  ];
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

describe('what the brand’s worker stores at install', () => {
  const publicFiles = new Map([
    ['logo.svg', new TextEncoder().encode('<svg/>')],
    ['robots.txt', new TextEncoder().encode('User-agent: *')],
  ]);
  const list = precacheList(bundle(), publicFiles, { assetsDir: 'assets', offlineModules: OFFLINE_MODULES });
  const urls = list.map((entry) => entry.url);

  it('the page, the start bundle, the offline screen’s chunks, the catalogs, fonts and the brand’s images', () => {
    expect(urls).toEqual([
      '/assets/eeeeeee.js',
      '/assets/fffffff.js',
      '/assets/font-hhhhhhh.woff2',
      '/assets/ggggggg.js',
      '/assets/index-aaaaaaa.js',
      '/assets/vendor-react-bbbbbbb.js',
      '/icons/icon-192.png',
      '/index.html',
      '/logo.svg',
      '/manifest.webmanifest',
    ]);
  });

  it('not the pages’ chunks (stored as they load), nor files that are not the site’s', () => {
    expect(urls).not.toContain('/assets/PromotionsPage-ccccccc.js');
    expect(urls).not.toContain('/assets/ddddddd.js');
    expect(urls).not.toContain('/nginx-security-headers.conf');
    expect(urls).not.toContain('/robots.txt');
  });

  it('checks a file whose name does not change with its content by its revision', () => {
    expect(list.find((entry) => entry.url === '/index.html')?.revision).toBe(revision('<!doctype html>'));
    expect(list.find((entry) => entry.url === '/logo.svg')?.revision).toBe(revision('<svg/>'));
    expect(list.find((entry) => entry.url === '/assets/index-aaaaaaa.js')?.revision).toBeNull();
  });

  it('fails the build when the offline screen is in no chunk', () => {
    expect(() => precacheList(bundle(), publicFiles, { assetsDir: 'assets', offlineModules: ['libs/x/src/Missing.tsx'] })).toThrow(
      /no chunk of the bundle holds/,
    );
  });

  it('gives a new build a new id', () => {
    const other = { ...bundle(), 'assets/PromotionsPage-zzzzzzz.js': chunk('assets/PromotionsPage-zzzzzzz.js') };
    expect(buildId(list, bundle())).toBe(buildId(list, bundle()));
    expect(buildId(list, other)).not.toBe(buildId(list, bundle()));
  });
});

describe('the build flag', () => {
  it('is on unless PORTAL_SERVICE_WORKER=off, and refuses anything else', () => {
    expect(serviceWorkerOn({})).toBe(true);
    expect(serviceWorkerOn({ PORTAL_SERVICE_WORKER: 'on' })).toBe(true);
    expect(serviceWorkerOn({ PORTAL_SERVICE_WORKER: 'off' })).toBe(false);
    expect(() => serviceWorkerOn({ PORTAL_SERVICE_WORKER: 'no' })).toThrow(/must be "on" or "off"/);
  });
});

describe('sw.js', () => {
  it('is one classic script with the build’s id and list, or the self-removing worker', async () => {
    const precache = [{ url: '/index.html', revision: '0123456789abcdef' }];
    const worker = await serviceWorkerCode(workspace, { id: 'feedfacecafebeef', precache });
    expect(worker).not.toMatch(/^\s*(import|export)\b/m);
    expect(worker).toContain('feedfacecafebeef');
    expect(worker).toContain('0123456789abcdef');
    expect(worker).toMatch(/fetch/);
    const removing = await serviceWorkerCode(workspace, null);
    expect(removing).toContain('unregister');
    expect(removing).not.toMatch(/[`'"]fetch[`'"]/);
  }, 60_000);

  it('is served with a policy for a worker: it may fetch what the page may show as images, revalidated every time', () => {
    const page = securityHeaders({ scriptHashes: ["'sha256-x'"], imgSrc: 'http://127.0.0.1:5000' });
    const worker = serviceWorkerHeaders(page);
    expect(worker['Content-Security-Policy']).toBe(
      "default-src 'self'; connect-src 'self' https: http://127.0.0.1:5000; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    );
    expect(worker['Cache-Control']).toBe('no-cache');
    expect(worker['X-Content-Type-Options']).toBe(page['X-Content-Type-Options']);
    expect(worker['X-Frame-Options']).toBe(page['X-Frame-Options']);
  });
});
