import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AliasOptions } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GTAG_CONNECT_SRC, GTAG_SCRIPT_SRC, securityHeaders } from '../../../../serving/security-headers.mjs';

const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const { workspaceAliases } = (await import(join(workspaceRoot, 'tools/vite/config.ts'))) as { workspaceAliases: () => AliasOptions };
const { previewHeaders } = (await import(join(workspaceRoot, 'tools/vite/app.ts'))) as {
  previewHeaders: (projectRoot: string, workspace: { workspaceRoot: string; alias: AliasOptions }) => Promise<Record<string, string>>;
};
const workspace = { workspaceRoot, alias: workspaceAliases() };
const csp = (headers: Record<string, string>) => headers['Content-Security-Policy'] ?? '';

afterEach(() => vi.unstubAllEnvs());

describe('the analytics tag in the Content-Security-Policy (docs/product/shell-and-navigation.md "Analytics")', () => {
  it('is admitted only when asked for: script and report hosts of Google’s tag', () => {
    expect(csp(securityHeaders())).not.toContain('googletagmanager');
    expect(csp(securityHeaders())).not.toContain('google-analytics');
    const withTag = csp(securityHeaders({ gtag: true }));
    expect(withTag).toMatch(new RegExp(`script-src 'self' 'sha256-[^']+' ${GTAG_SCRIPT_SRC.replace(/[.*]/g, '\\$&')};`));
    expect(withTag).toContain(`connect-src 'self' ${GTAG_CONNECT_SRC};`);
  });

  it('the preview of a brand whose config has analytics.gtag admits it (PT); another brand’s does not (VN)', async () => {
    vi.stubEnv('GATEWAY_FRAME_ORIGIN', 'http://127.0.0.1:5199');
    vi.stubEnv('GATEWAY_CDN_ORIGIN', 'http://127.0.0.1:5699');
    const pt = csp(await previewHeaders(join(workspaceRoot, 'apps/portal-brand-pt'), workspace));
    const vn = csp(await previewHeaders(join(workspaceRoot, 'apps/portal-brand-vn'), workspace));
    expect(pt).toContain(GTAG_SCRIPT_SRC);
    expect(vn).not.toContain(GTAG_SCRIPT_SRC);
    expect(vn).not.toContain('google-analytics');
    // Frames from the sandbox's frame origin and its CDN stand-in; images from the stand-in too.
    for (const policy of [pt, vn]) {
      expect(policy).toContain('frame-src http://127.0.0.1:5199 http://127.0.0.1:5699;');
      expect(policy).toContain("img-src 'self' data: blob: https: http://127.0.0.1:5699;");
    }
  });

  it('without a CDN stand-in, frames come from the frame origin only and images as in production', async () => {
    vi.stubEnv('GATEWAY_FRAME_ORIGIN', 'http://127.0.0.1:5199');
    vi.stubEnv('GATEWAY_CDN_ORIGIN', '');
    vi.stubEnv('GATEWAY_CDN_PORT', '');
    const vn = csp(await previewHeaders(join(workspaceRoot, 'apps/portal-brand-vn'), workspace));
    expect(vn).toContain('frame-src http://127.0.0.1:5199;');
    expect(vn).toContain("img-src 'self' data: blob: https:;");
  });
});
