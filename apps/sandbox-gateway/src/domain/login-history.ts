import type { LoginResult } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { currentRequestMeta } from '../core/request-meta';
import { sha256 } from './crypto';

/** Login history is kept this long (docs/product/security-centre.md). */
export const LOGIN_HISTORY_KEEP_MS = 90 * 24 * 60 * 60 * 1000;

/** Notes a login attempt on an existing account, with the caller's IP and user agent. */
export function recordLogin(gw: GatewayContext, memberId: number, result: LoginResult): void {
  const { ip, userAgent } = currentRequestMeta();
  const now = gw.now();
  gw.db.prepare('DELETE FROM login_history WHERE member_id = ? AND at < ?').run(memberId, now - LOGIN_HISTORY_KEEP_MS);
  gw.db.prepare('INSERT INTO login_history (member_id, at, ip, user_agent, result) VALUES (?, ?, ?, ?, ?)').run(memberId, now, ip, userAgent, result);
}

/** Notes where a new session was opened (shown in the member's active sessions). */
export function recordSessionMeta(gw: GatewayContext, token: string): void {
  const { ip, userAgent } = currentRequestMeta();
  gw.db.prepare('INSERT OR REPLACE INTO session_meta (token_hash, ip, user_agent) VALUES (?, ?, ?)').run(sha256(token), ip, userAgent);
}

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** Browser and system names from a user agent (null when not recognised). */
export function deviceOf(userAgent: string): { browser: string | null; os: string | null } {
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
    os: SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null,
  };
}
