import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AliasOptions } from 'vite';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { GTAG_CONNECT_SRC, GTAG_SCRIPT_SRC, inlineScriptHashes, nginxHeaders, securityHeaders } from '../../../../serving/security-headers.mjs';

const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const { workspaceAliases } = (await import(join(workspaceRoot, 'tools/vite/config.ts'))) as { workspaceAliases: () => AliasOptions };
const { previewHeaders } = (await import(join(workspaceRoot, 'tools/vite/app.ts'))) as {
  previewHeaders: (projectRoot: string, builtDir: string, workspace: { workspaceRoot: string; alias: AliasOptions }) => Promise<Record<string, string>>;
};
const workspace = { workspaceRoot, alias: workspaceAliases() };
const csp = (headers: Record<string, string>) => headers['Content-Security-Policy'] ?? '';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A stand-in of a brand build: its index.html with one inline script. */
const built = mkdtempSync(join(tmpdir(), 'portal-preview-'));
const BOOT = '(function(){document.title="boot"})();';
writeFileSync(
  join(built, 'index.html'),
  `<!doctype html><head><script data-boot="{}">${BOOT}</script><script type="module" src="/assets/index.js"></script></head>`,
);
afterAll(() => rmSync(built, { recursive: true, force: true }));

afterEach(() => vi.unstubAllEnvs());

describe('the Content-Security-Policy of a built brand', () => {
  it('allows the inline scripts of the built page by their hash, and nothing else inline', () => {
    expect(inlineScriptHashes(`<script>${BOOT}</script><script src="/a.js"></script><script type="module" src="/b.js"></script>`)).toEqual([sha256(BOOT)]);
    expect(csp(securityHeaders({ scriptHashes: [sha256(BOOT)] }))).toContain(`script-src 'self' ${sha256(BOOT)};`);
  });

  it('admits Google’s tag only when asked for: script and report hosts', () => {
    expect(csp(securityHeaders({ scriptHashes: [] }))).not.toContain('googletagmanager');
    expect(csp(securityHeaders({ scriptHashes: [] }))).not.toContain('google-analytics');
    const withTag = csp(securityHeaders({ scriptHashes: [sha256(BOOT)], gtag: true }));
    expect(withTag).toContain(`script-src 'self' ${sha256(BOOT)} ${GTAG_SCRIPT_SRC};`);
    expect(withTag).toContain(`connect-src 'self' ${GTAG_CONNECT_SRC};`);
  });

  it('writes nginx’s snippet: every header, HSTS included, as `add_header … always`', () => {
    const snippet = nginxHeaders(securityHeaders({ scriptHashes: [sha256(BOOT)] }));
    expect(snippet).toContain(`add_header Content-Security-Policy "default-src 'self'; script-src 'self' ${sha256(BOOT)};`);
    expect(snippet).toContain('add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;');
  });

  it('the preview of a brand whose config has analytics.gtag admits it (PT); another brand’s does not (VN); both allow the build’s script', async () => {
    vi.stubEnv('GATEWAY_FRAME_ORIGIN', 'http://127.0.0.1:5199');
    vi.stubEnv('GATEWAY_CDN_ORIGIN', 'http://127.0.0.1:5699');
    const pt = csp(await previewHeaders(join(workspaceRoot, 'apps/portal-brand-pt'), built, workspace));
    const vn = csp(await previewHeaders(join(workspaceRoot, 'apps/portal-brand-vn'), built, workspace));
    expect(pt).toContain(GTAG_SCRIPT_SRC);
    expect(vn).not.toContain(GTAG_SCRIPT_SRC);
    expect(vn).not.toContain('google-analytics');
    // Frames from the sandbox's frame origin and its CDN stand-in; images from the stand-in too.
    for (const policy of [pt, vn]) {
      expect(policy).toContain(sha256(BOOT));
      expect(policy).toContain('frame-src http://127.0.0.1:5199 http://127.0.0.1:5699;');
      expect(policy).toContain("img-src 'self' data: blob: https: http://127.0.0.1:5699;");
    }
  });

  it('without a CDN stand-in, frames come from the frame origin only and images as in production', async () => {
    vi.stubEnv('GATEWAY_FRAME_ORIGIN', 'http://127.0.0.1:5199');
    vi.stubEnv('GATEWAY_CDN_ORIGIN', '');
    vi.stubEnv('GATEWAY_CDN_PORT', '');
    const vn = csp(await previewHeaders(join(workspaceRoot, 'apps/portal-brand-vn'), built, workspace));
    expect(vn).toContain('frame-src http://127.0.0.1:5199;');
    expect(vn).toContain("img-src 'self' data: blob: https:;");
  });

  it('a preview without a build says to build first', async () => {
    await expect(previewHeaders(join(workspaceRoot, 'apps/portal-brand-vn'), join(built, 'none'), workspace)).rejects.toThrow(/build the brand first/);
  });
});
