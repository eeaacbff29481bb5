import { ERROR_KEY } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { fail } from '../core/errors';
import { newToken, sha256 } from './crypto';
import { platformExtras } from './whitelabel';

export const LAUNCH_TICKET_TTL_MS = 2 * 60 * 1000;
export const GAME_SESSION_TTL_MS = 2 * 60 * 60 * 1000;

export type PlayKind = 'slot' | 'lottery' | 'chat';

/**
 * A game of a vendor the operator put under maintenance is not launched: `game_maintenance`, which
 * the portal shows where the player clicked (docs/product/games-and-play.md "Launching and the game page").
 */
export function assertVendorOpen(gw: GatewayContext, merchant: string, vendor: string): void {
  if (platformExtras(gw, merchant).maintenanceVendors.includes(vendor)) throw fail(ERROR_KEY.gameMaintenance, { vassalage: vendor });
}

/**
 * A one-use launch ticket for the URL (never the session token). `portalToken` is the portal
 * session that launched it: logging that session out ends the game too (revokeGameSessionsOf).
 */
export function issueTicket(
  gw: GatewayContext,
  memberId: number,
  kind: PlayKind,
  gameId: number | null,
  roomId: string | null = null,
  portalToken?: string,
): string {
  const ticket = newToken();
  gw.db
    .prepare('INSERT INTO launch_tickets (ticket_hash, member_id, game_id, room_id, kind, expires_at, portal_session) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(sha256(ticket), memberId, gameId, roomId, kind, gw.now() + LAUNCH_TICKET_TTL_MS, portalToken ? sha256(portalToken) : null);
  return ticket;
}

/**
 * Ends the game and chat sessions (and unredeemed launch tickets) opened from one portal session
 * (`portalToken`), or every one of the member's (`memberId`: password change, revoke all), or all
 * but those of the session kept (`memberId` + `except`: "sign out other devices"): a spin sent
 * with them afterwards gets 401.
 */
export function revokeGameSessions(gw: GatewayContext, of: { portalToken: string } | { memberId: number; except?: string }): void {
  const past = gw.now() - 1;
  let where: string;
  let params: unknown[];
  if ('portalToken' in of) {
    where = 'portal_session = ?';
    params = [sha256(of.portalToken)];
  } else if (of.except) {
    where = 'member_id = ? AND (portal_session IS NULL OR portal_session != ?)';
    params = [of.memberId, sha256(of.except)];
  } else {
    where = 'member_id = ?';
    params = [of.memberId];
  }
  gw.db.prepare(`UPDATE game_sessions SET expires_at = ? WHERE ${where} AND expires_at > ?`).run(past, ...params, past);
  gw.db.prepare(`UPDATE launch_tickets SET expires_at = ? WHERE ${where} AND used_at IS NULL AND expires_at > ?`).run(past, ...params, past);
}

export interface GameSession {
  member_id: number;
  game_id: number | null;
  room_id: string | null;
  kind: PlayKind;
  /** sha256 of the portal session's token the game was launched from (its session time limit applies to every stake). */
  portal_session: string | null;
}

/** Exchanges a fresh, unused ticket for a game-session credential (embedded in the page, not the URL). */
export function redeemTicket(gw: GatewayContext, ticket: string | undefined): { session: string; data: GameSession } | null {
  if (!ticket) return null;
  const hash = sha256(ticket);
  const row = gw.db
    .prepare<unknown[], GameSession & { expires_at: number; used_at: number | null }>('SELECT * FROM launch_tickets WHERE ticket_hash = ?')
    .get(hash);
  if (!row || row.used_at !== null || row.expires_at < gw.now()) return null;
  gw.db.prepare('UPDATE launch_tickets SET used_at = ? WHERE ticket_hash = ?').run(gw.now(), hash);
  const session = newToken();
  gw.db
    .prepare('INSERT INTO game_sessions (session_hash, member_id, game_id, room_id, kind, expires_at, portal_session) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .run(sha256(session), row.member_id, row.game_id, row.room_id, row.kind, gw.now() + GAME_SESSION_TTL_MS, row.portal_session);
  return { session, data: { member_id: row.member_id, game_id: row.game_id, room_id: row.room_id, kind: row.kind, portal_session: row.portal_session } };
}

export function gameSession(gw: GatewayContext, session: string | undefined): GameSession | null {
  if (!session) return null;
  const row = gw.db.prepare<unknown[], GameSession & { expires_at: number }>('SELECT * FROM game_sessions WHERE session_hash = ?').get(sha256(session));
  return row && row.expires_at >= gw.now() ? row : null;
}
