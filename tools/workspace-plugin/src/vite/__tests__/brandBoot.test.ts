import { createHash } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AliasOptions } from 'vite';
import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ATTRIBUTE, BOOT_SCRIPT } from '../../../../serving/boot-script.mjs';
import { securityHeaders } from '../../../../serving/security-headers.mjs';
import { brandBoot, brandBootData } from '../brandBoot';

const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const { workspaceAliases } = (await import(join(workspaceRoot, 'tools/vite/config.ts'))) as { workspaceAliases: () => AliasOptions };
const workspace = { workspaceRoot, alias: workspaceAliases() };
const projectRoot = join(workspaceRoot, 'apps/portal-brand-pt');
/** A brand of two languages (Vietnamese by default, English). */
const vnRoot = join(workspaceRoot, 'apps/portal-brand-vn');

interface Visit {
  href: string;
  local?: Record<string, string>;
  session?: Record<string, string>;
}

/** Runs the boot script as a browser would at `href`; returns the requests it sent and what it left for the client. */
function runBoot(data: string, { href, local = {}, session = {} }: Visit) {
  const url = new URL(href);
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const attributes: Record<string, string> = {};
  const window: { __portalBoot?: Record<string, Promise<unknown>> } = {};
  const storage = (values: Record<string, string>) => ({ getItem: (key: string) => values[key] ?? null });
  const document = {
    currentScript: { getAttribute: (name: string) => (name === BOOT_DATA_ATTRIBUTE ? data : null) },
    documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) },
  };
  const fetch = (requestUrl: string, init: { headers: Record<string, string> }) => {
    requests.push({ url: requestUrl, headers: init.headers });
    return Promise.resolve({ url: requestUrl });
  };
  new Function('window', 'document', 'location', 'localStorage', 'sessionStorage', 'fetch', BOOT_SCRIPT)(
    window,
    document,
    { host: url.host, pathname: url.pathname, search: url.search },
    storage(local),
    storage(session),
    fetch,
  );
  return { requests, attributes, boot: window.__portalBoot };
}

describe('brandBoot', () => {
  it('plans the brand’s start calls and each route’s banners', async () => {
    const plan = JSON.parse(await brandBootData(projectRoot, workspace, ''));
    expect(plan).toMatchObject({ base: '', merchant: expect.any(String), language: 'PT' });
    expect(plan.calls[0]).toBe('/wps/system/status');
    expect(plan.banners['/']).toMatch(/^\/wps\/system\/banners\?groupName=/);
    expect(plan.banners['/rng']).toMatch(/^\/wps\/system\/banners\?groupName=/);
    expect(plan.banners['/game']).toBeUndefined();
  });

  it('sends them with the HTML, in the stored language, with the stored session, and names the stored theme', async () => {
    const data = await brandBootData(vnRoot, workspace, '');
    const plan = JSON.parse(data);
    const { requests, attributes, boot } = runBoot(data, {
      href: 'http://portal.test:4200/rng',
      local: { language: '"en"', theme: '"light"' },
      session: { token: '"tok-1"' },
    });
    expect(attributes).toEqual({ 'data-portal-theme': 'light' });
    expect(requests.map((request) => request.url)).toEqual([
      '/wps/system/status',
      '/wps/system/permission?host=portal.test%3A4200',
      ...plan.calls.slice(2),
      ...plan.sessionCalls,
      plan.banners['/rng'],
    ]);
    expect(requests[0]!.headers).toEqual({ Accept: 'application/json', Merchant: plan.merchant, Language: 'EN', Authorization: 'tok-1' });
    expect(Object.keys(boot!)).toContain('/wps/system/status EN tok-1');
  });

  it('asks for nothing when the address hands over a session, and keeps the default language for an unknown one', async () => {
    const data = await brandBootData(projectRoot, workspace, 'https://api.example');
    expect(runBoot(data, { href: 'http://portal.test/?token=abc' }).requests).toEqual([]);
    const { requests, boot } = runBoot(data, { href: 'http://portal.test/promotions', local: { language: '"toString"' } });
    expect(requests.every((request) => request.url.startsWith('https://api.example/') && request.headers['Language'] === 'PT')).toBe(true);
    expect(requests.some((request) => request.url.includes('/banners'))).toBe(false);
    expect(Object.keys(boot!).every((key) => key.endsWith(' PT '))).toBe(true);
  });

  it('goes into <head> before the stylesheet, and the CSP allows it by its hash', async () => {
    const plugin = brandBoot(projectRoot, workspace);
    await (plugin.buildStart as () => Promise<void>)();
    const handler = (plugin.transformIndexHtml as { handler: (html: string) => string }).handler;
    const html = handler('<head>\n    <meta charset="UTF-8" />\n    <link rel="stylesheet" href="/a.css">');
    const script = html.match(/<script data-boot="([^"]*)">([^<]*)<\/script>/);
    expect(html.indexOf('<meta charset')).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf('<script')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(script?.[2]).toBe(BOOT_SCRIPT);
    expect(
      JSON.parse(
        script![1]!
          .replace(/&quot;/g, '"')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
      ),
    ).toEqual(JSON.parse(await brandBootData(projectRoot, workspace, '')));
    expect(securityHeaders()['Content-Security-Policy']).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}';`);
  });
});
