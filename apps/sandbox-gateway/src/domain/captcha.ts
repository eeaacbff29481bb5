import { randomInt } from 'node:crypto';
import { CAPTCHA_TTL_MS } from '@portal/api-contract';
import { renderDigitsPng } from '../art/png';
import type { GatewayContext } from '../core/context';
import { newToken, randomDigits, sha256 } from './crypto';

/**
 * Captchas bound to a browser's captcha id (the `captcha_sid` cookie, which http/captcha-cookie.ts
 * reads and sets: the domain knows nothing of HTTP). Only the id's hash is stored.
 */

/** A captcha id long enough to be the browser's own (anything shorter is replaced). */
const isCaptchaId = (sid: string | undefined): sid is string => typeof sid === 'string' && sid.length >= 20;

/**
 * A new 4-digit captcha for the browser's id (a new id when it has none; replaces any previous
 * captcha of that id). Returns the id to keep, whether it is new, and the image as base64 PNG.
 */
export function issueCaptcha(gw: GatewayContext, sid: string | undefined): { sid: string; isNew: boolean; image: string } {
  const isNew = !isCaptchaId(sid);
  const id = isNew ? newToken() : sid;
  const code = randomDigits(4);
  gw.db
    .prepare(
      'INSERT INTO captchas (sid, code, expires_at) VALUES (?, ?, ?) ON CONFLICT (sid) DO UPDATE SET code = excluded.code, expires_at = excluded.expires_at',
    )
    .run(sha256(id), code, gw.now() + CAPTCHA_TTL_MS);
  return { sid: id, isNew, image: renderDigitsPng(code, () => randomInt(0, 1_000_000) / 1_000_000).toString('base64') };
}

/** Checks and consumes the captcha of a browser's id (single use, whatever the answer). */
export function consumeCaptcha(gw: GatewayContext, sid: string | undefined, answer: string | undefined): boolean {
  if (!sid || !answer) return false;
  const key = sha256(sid);
  const row = gw.db.prepare<unknown[], { code: string; expires_at: number }>('SELECT code, expires_at FROM captchas WHERE sid = ?').get(key);
  if (!row) return false;
  gw.db.prepare('DELETE FROM captchas WHERE sid = ?').run(key);
  return row.expires_at >= gw.now() && row.code === answer.trim();
}

/** Sandbox peek at the current code of a captcha id (for tests and e2e only; operator-guarded). */
export function peekCaptcha(gw: GatewayContext, sid: string): string | null {
  return gw.db.prepare<unknown[], string>('SELECT code FROM captchas WHERE sid = ?').pluck().get(sha256(sid)) ?? null;
}
