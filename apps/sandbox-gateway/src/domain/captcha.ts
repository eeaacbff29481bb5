import { randomInt } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { CAPTCHA_TTL_MS } from '@portal/api-contract';
import { renderDigitsPng } from '../art/png';
import type { GatewayContext } from '../core/context';
import { newToken, randomDigits, sha256 } from './crypto';

export const CAPTCHA_COOKIE = 'captcha_sid';

/** A new 4-digit captcha bound to the requester's cookie (replaces any previous one); returns base64 PNG. */
export function issueCaptcha(gw: GatewayContext, c: Context): string {
  let sid = getCookie(c, CAPTCHA_COOKIE);
  if (!sid || sid.length < 20) {
    sid = newToken();
    setCookie(c, CAPTCHA_COOKIE, sid, { httpOnly: true, sameSite: 'Lax', path: '/' });
  }
  const code = randomDigits(4);
  gw.db
    .prepare(
      'INSERT INTO captchas (sid, code, expires_at) VALUES (?, ?, ?) ON CONFLICT (sid) DO UPDATE SET code = excluded.code, expires_at = excluded.expires_at',
    )
    .run(sha256(sid), code, gw.now() + CAPTCHA_TTL_MS);
  return renderDigitsPng(code, () => randomInt(0, 1_000_000) / 1_000_000).toString('base64');
}

/** Checks and consumes the requester's captcha (single use, whatever the answer). */
export function consumeCaptcha(gw: GatewayContext, c: Context, answer: string | undefined): boolean {
  const sid = getCookie(c, CAPTCHA_COOKIE);
  if (!sid || !answer) return false;
  const key = sha256(sid);
  const row = gw.db.prepare('SELECT code, expires_at FROM captchas WHERE sid = ?').get(key) as { code: string; expires_at: number } | undefined;
  if (!row) return false;
  gw.db.prepare('DELETE FROM captchas WHERE sid = ?').run(key);
  return row.expires_at >= gw.now() && row.code === answer.trim();
}

/** Sandbox peek at the current code of a captcha cookie (for tests and e2e only; operator-guarded). */
export function peekCaptcha(gw: GatewayContext, sid: string): string | null {
  const row = gw.db.prepare('SELECT code FROM captchas WHERE sid = ?').get(sha256(sid)) as { code: string } | undefined;
  return row?.code ?? null;
}
