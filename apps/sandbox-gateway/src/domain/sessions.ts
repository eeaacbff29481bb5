import type { GatewayContext } from '../core/context';
import { requestMetaStore } from '../core/request-meta';
import { newToken, sha256 } from './crypto';
import { revokeGameSessions } from './launch';
import { type MemberRow, memberById } from './members';

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

interface SessionRow {
  token_hash: string;
  member_id: number;
  created_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  merchant: string | null;
}

/**
 * A new token at every login; only its hash is stored, with the merchant (brand) of the request
 * that opened it: the session is that brand's (docs/product/abuse-policy.md "Brand isolation"). A
 * session made outside a request (a benchmark's, a test's) belongs to no brand.
 */
export function createSession(gw: GatewayContext, memberId: number, merchant: string | null = requestMetaStore.getStore()?.merchant ?? null): string {
  const token = newToken();
  const now = gw.now();
  gw.db
    .prepare('INSERT INTO sessions (token_hash, member_id, created_at, last_seen_at, merchant) VALUES (?, ?, ?, ?, ?)')
    .run(sha256(token), memberId, now, now, merchant);
  return token;
}

/**
 * The member of a live session (and touches it), or null when missing, idle too long, too old,
 * revoked, or opened on another brand than `merchant` (a token of one brand is nobody on another's host).
 */
export function resolveSession(gw: GatewayContext, token: string | undefined, merchant?: string): MemberRow | null {
  if (!token) return null;
  const hash = sha256(token);
  const row = gw.db.prepare<unknown[], SessionRow>('SELECT * FROM sessions WHERE token_hash = ?').get(hash);
  const now = gw.now();
  if (!row || row.revoked_at !== null) return null;
  if (merchant !== undefined && row.merchant !== null && row.merchant !== merchant) return null;
  if (now - row.last_seen_at > SESSION_IDLE_MS || now - row.created_at > SESSION_ABSOLUTE_MS) return null;
  gw.db.prepare('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?').run(now, hash);
  return memberById(gw, row.member_id);
}

/**
 * Ends every portal session of the member, every game and chat session and every launch ticket not
 * opened yet (a game handed out before must not open after): a password change or reset, a
 * time-out or self-exclusion, a self-excluded person recognised.
 */
export function endAllSessions(gw: GatewayContext, memberId: number): void {
  gw.db.prepare('UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL').run(gw.now(), memberId);
  revokeGameSessions(gw, { memberId });
}

/** Ends one portal session and the games and chats launched from it. */
export function revokeSession(gw: GatewayContext, token: string): void {
  gw.db.prepare('UPDATE sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL').run(gw.now(), sha256(token));
  revokeGameSessions(gw, { portalToken: token });
}

/** The raw session token of a request (`Authorization: <token>`; a `Bearer ` prefix is tolerated). */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || undefined;
}
