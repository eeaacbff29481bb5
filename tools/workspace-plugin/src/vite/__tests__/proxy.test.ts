import { describe, expect, it } from 'vitest';
import { brandProxy } from '../proxy';

/** Would a request path be forwarded by a proxy table (vite matches keys as path prefixes)? */
const forwards = (proxy: Record<string, unknown>, path: string) => Object.keys(proxy).some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

describe('brand dev/preview proxy', () => {
  const target = 'http://localhost:3100';

  it('preview (served like production) forwards the platform and the artwork only: no operator control, no game page, no payment simulator', () => {
    const proxy = brandProxy(target, { development: false });
    for (const path of ['/wps/login', '/lgw/games', '/sandbox/art/game/1.jpg']) expect(forwards(proxy, path)).toBe(true);
    for (const path of [
      '/sandbox/games/play',
      '/sandbox/pay/D1',
      '/sandbox/chat/room',
      '/sandbox/sms',
      '/sandbox/members/demo/deposit',
      '/sandbox/reset',
      '/sandbox/captcha',
      '/sandbox/2fa/code',
      '/sandbox/switches',
    ]) {
      expect(forwards(proxy, path), path).toBe(false);
    }
  });

  it('the development server also forwards the operator controls', () => {
    expect(forwards(brandProxy(target, { development: true }), '/sandbox/switches')).toBe(true);
  });
});
