import {
  DEFAULT_WEAK_PASSWORD,
  ERROR_KEY,
  PASSWORD_CHANGE_ENDPOINTS,
  TWO_FACTOR_CHALLENGE_TTL_MS,
  type LoginValue,
  type PasswordChangeReason,
  type PasswordChangeRequired,
} from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { ApiError } from '../core/errors';
import { sha256 } from './crypto';
import { featureSwitches } from './settings';

/**
 * The forced password change on the platform's side (docs/product/accounts-and-auth.md "Forced
 * password change"): a password login with the default weak password, or with an expired one
 * while PWDEXPFORCECHANGE3 is on, opens a session that may only change the password
 * (PASSWORD_CHANGE_ENDPOINTS) until it does; the change ends every session of the member, and the
 * next login is a normal one. SMS logins and password resets by phone are not restricted (the
 * specification forces the change after a password login only). The portal learns it from the
 * login's `mustChangePassword`, or from the 403 of any other call.
 */

interface ReasonRow {
  reason: PasswordChangeReason;
}

/** Why a password login must change its password first, or null. */
function reasonOf(gw: GatewayContext, merchant: string, defaultPassword: boolean, login: Pick<LoginValue, 'passwordExpired'>): PasswordChangeReason | null {
  if (defaultPassword) return 'default_password';
  if (login.passwordExpired && featureSwitches(gw, merchant).PWDEXPFORCECHANGE3) return 'password_expired';
  return null;
}

/** Restricts the login's session when there is a reason; the answer says so (`mustChangePassword`). */
function restrict(gw: GatewayContext, login: LoginValue, reason: PasswordChangeReason | null): LoginValue {
  if (!reason) return login;
  gw.db.prepare('INSERT OR REPLACE INTO password_change_sessions (token_hash, member_id, reason) VALUES (?, ?, ?)').run(sha256(login.token), login.id, reason);
  return { ...login, mustChangePassword: reason };
}

/**
 * Runs a password login (`login`, with the `password` it was given): its session is restricted
 * when the password must change. A 2FA account's login ends in a challenge instead: the challenge
 * is remembered, so its second step (twoFactorLoginWithPasswordChange) restricts the session alike.
 * The session is restricted before its token leaves the gateway, so no call can come before.
 */
export async function passwordLoginWithPasswordChange(
  gw: GatewayContext,
  merchant: string,
  password: string,
  login: () => Promise<LoginValue>,
): Promise<LoginValue> {
  const defaultPassword = password === DEFAULT_WEAK_PASSWORD;
  try {
    const value = await login();
    return restrict(gw, value, reasonOf(gw, merchant, defaultPassword, value));
  } catch (error) {
    const challengeId =
      error instanceof ApiError && error.message === ERROR_KEY.twoFactorRequired
        ? (error.value as { challengeId?: unknown } | undefined)?.challengeId
        : undefined;
    if (typeof challengeId === 'string') {
      const now = gw.now();
      gw.db.prepare('DELETE FROM password_change_challenges WHERE created_at <= ?').run(now - TWO_FACTOR_CHALLENGE_TTL_MS);
      gw.db
        .prepare('INSERT OR REPLACE INTO password_change_challenges (challenge_id, default_password, created_at) VALUES (?, ?, ?)')
        .run(challengeId, defaultPassword ? 1 : 0, now);
    }
    throw error;
  }
}

/**
 * The second step of a 2FA login (`login` consumes the challenge): when the first step was a
 * password login, its session is restricted as the first step's would have been. A challenge of
 * an SMS login or a reset by phone leaves it free.
 */
export function twoFactorLoginWithPasswordChange(gw: GatewayContext, merchant: string, challengeId: string, login: () => LoginValue): LoginValue {
  const value = login();
  const row = gw.db
    .prepare<unknown[], { default_password: number }>('SELECT default_password FROM password_change_challenges WHERE challenge_id = ?')
    .get(challengeId);
  if (!row) return value;
  gw.db.prepare('DELETE FROM password_change_challenges WHERE challenge_id = ?').run(challengeId);
  return restrict(gw, value, reasonOf(gw, merchant, row.default_password === 1, value));
}

/**
 * The gate of restricted sessions (called by `serve` for every endpoint, like the withdraw-only
 * gate): null when the token's session is free or the endpoint is one it may call; otherwise the
 * 403 `password_change_required` with the reason. `serve` answers a public endpoint to such a
 * token as to a guest instead.
 */
export function passwordChangeRefusal(gw: GatewayContext, token: string, endpointName: string): ApiError | null {
  if (PASSWORD_CHANGE_ENDPOINTS.has(endpointName)) return null;
  const row = gw.db.prepare<unknown[], ReasonRow>('SELECT reason FROM password_change_sessions WHERE token_hash = ?').get(sha256(token));
  if (!row) return null;
  return new ApiError(403, ERROR_KEY.passwordChangeRequired, { reason: row.reason } satisfies PasswordChangeRequired);
}
