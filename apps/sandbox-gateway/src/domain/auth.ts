import {
  CAPTCHA_AFTER_FAILURES,
  ERROR_KEY,
  LOCK_AFTER_FAILURES,
  LOCK_DURATION_MS,
  REGISTER_FIELDS,
  matchesRegisterRule,
  type LoginValue,
  type RegisterRules,
} from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { badRequest, fail } from '../core/errors';
import { hashPassword, needsRehash, randomDigits, verifyPassword } from './crypto';
import { insertMember, memberByIdOrThrow, memberByUsername, normaliseDialingCode, TRIAL_TYPE, type MemberRow } from './members';
import { assertMayLogIn } from './responsible-gaming';
import { recordLogin, recordSessionMeta } from './login-history';
import { revokeGameSessions } from './launch';
import { createSession } from './sessions';
import { registerRules } from './settings';
import { issueChallenge, totpSecretOf } from './two-factor';
import { postEntries } from './wallet';
import { withdrawableCents } from './withdrawals';

/** Credited to a new registration so a fresh account can play at once. */
export const SIGNUP_BONUS_CENTS = 100_00;
export const TRIAL_BALANCE_CENTS = 2_000_00;

interface FailureRow {
  count: number;
  locked_until: number | null;
}

export function loginSuccess(gw: GatewayContext, member: MemberRow, client?: string): LoginValue {
  // A time-out, self-exclusion or session break refuses every login, after the password was right.
  // During a time-out or self-exclusion a withdrawable balance still gets a withdraw-only session.
  assertMayLogIn(
    gw,
    member.id,
    () => withdrawableCents(gw, member.id).withdrawable,
    () => {
      const token = createSession(gw, member.id);
      recordSessionMeta(gw, token);
      recordLogin(gw, member.id, 'success');
      return token;
    },
  );
  if (client !== undefined) gw.db.prepare('DELETE FROM client_login_failures WHERE username = ? AND client = ?').run(member.username, client);
  const token = createSession(gw, member.id);
  recordSessionMeta(gw, token);
  recordLogin(gw, member.id, 'success');
  gw.db.prepare('UPDATE members SET first_login = 0 WHERE id = ?').run(member.id);
  return {
    token,
    firstTimeLogin: member.first_login === 1,
    passwordExpired: member.password_expires_at !== null && member.password_expires_at <= gw.now(),
    id: member.id,
    userName: member.username,
  };
}

/**
 * Username + password login: a captcha after CAPTCHA_AFTER_FAILURES failures, a lock after
 * LOCK_AFTER_FAILURES; a 2FA member gets a challenge instead of a token. Failures count per
 * account AND client: a third party who fails on someone's account locks only itself out of it
 * (and has to solve captchas first), never the owner. A member registered with another merchant
 * (brand) is unknown here: the same failure as a wrong password.
 */
export function passwordLogin(
  gw: GatewayContext,
  input: { username: string; password: string; captcha?: string },
  client: string,
  captchaSolved: (answer: string) => boolean,
  merchant = '*',
  /** Runs after the password matched, before 2FA (the agent login's type check). */
  check?: (member: MemberRow) => void,
): LoginValue {
  const username = input.username.trim();
  const now = gw.now();
  let failures = (gw.db.prepare('SELECT count, locked_until FROM client_login_failures WHERE username = ? AND client = ?').get(username, client) as
    FailureRow | undefined) ?? {
    count: 0,
    locked_until: null,
  };
  if (failures.locked_until !== null) {
    if (failures.locked_until > now) {
      throw fail(ERROR_KEY.accountLocked, { captchaRequired: true, lockedUntil: failures.locked_until, remainingAttempts: 0 });
    }
    failures = { count: CAPTCHA_AFTER_FAILURES, locked_until: null }; // lock served: captcha still required
  }
  const recordFailure = (message: string) => {
    const count = failures.count + 1;
    const lockedUntil = count >= LOCK_AFTER_FAILURES ? now + LOCK_DURATION_MS : null;
    gw.db
      .prepare(
        'INSERT INTO client_login_failures (username, client, count, locked_until) VALUES (?, ?, ?, ?) ON CONFLICT (username, client) DO UPDATE SET count = excluded.count, locked_until = excluded.locked_until',
      )
      .run(username, client, count, lockedUntil);
    if (lockedUntil) throw fail(ERROR_KEY.accountLocked, { captchaRequired: true, lockedUntil, remainingAttempts: 0 });
    return fail(message, { captchaRequired: count >= CAPTCHA_AFTER_FAILURES, remainingAttempts: LOCK_AFTER_FAILURES - count });
  };
  if (failures.count >= CAPTCHA_AFTER_FAILURES) {
    if (!input.captcha) throw fail(ERROR_KEY.captchaRequired, { captchaRequired: true, remainingAttempts: LOCK_AFTER_FAILURES - failures.count });
    if (!captchaSolved(input.captcha)) throw recordFailure(ERROR_KEY.captchaInvalid);
  }
  const member = memberByUsername(gw, username);
  const ofThisMerchant = member !== null && (member.merchant === '*' || merchant === '*' || member.merchant === merchant);
  if (!member || !ofThisMerchant || !verifyPassword(input.password, member.password_hash)) {
    if (member && ofThisMerchant) recordLogin(gw, member.id, 'wrong_password');
    throw recordFailure(ERROR_KEY.loginFailed);
  }
  gw.db.prepare('DELETE FROM client_login_failures WHERE username = ? AND client = ?').run(username, client);
  // A hash from before today's cost is replaced while the password is at hand (never stored in clear).
  if (needsRehash(member.password_hash)) gw.db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(hashPassword(input.password), member.id);
  check?.(member);
  return completeLogin(gw, member);
}

/**
 * The end of every first factor (password, SMS code, reset by phone): a member with 2FA gets a
 * challenge instead of a token, and the second step (loginTwoFactor) finishes the login.
 */
export function completeLogin(gw: GatewayContext, member: MemberRow): LoginValue {
  if (totpSecretOf(gw, member.id)) {
    throw fail(ERROR_KEY.twoFactorRequired, { captchaRequired: false, twoFactorRequired: true, ...issueChallenge(gw, member.id) });
  }
  return loginSuccess(gw, member);
}

/** A trial (type 4) guest account with the trial balance, logged in. */
export function freePlayAccount(gw: GatewayContext, merchant: string): LoginValue {
  const id = gw.db.transaction(() => {
    const memberId = insertMember(gw, {
      username: `guest${randomDigits(8)}`,
      passwordHash: hashPassword(randomDigits(16)),
      type: TRIAL_TYPE,
      nickname: 'Guest',
      merchant,
      firstLogin: false,
    });
    postEntries(gw, memberId, [{ wallet: 'MAIN', amount: TRIAL_BALANCE_CENTS, kind: 'trial_credit' }]);
    return memberId;
  })();
  return loginSuccess(gw, memberByIdOrThrow(gw, id));
}

/** Ends every portal session of the member and every game and chat session (password change or reset). */
export function revokeAllSessions(gw: GatewayContext, memberId: number) {
  gw.db.prepare('UPDATE sessions SET revoked_at = ? WHERE member_id = ? AND revoked_at IS NULL').run(gw.now(), memberId);
  revokeGameSessions(gw, { memberId });
}

/** 400 naming the first field that breaks the merchant's register rules. */
export function checkRules(rules: RegisterRules, payload: Record<string, unknown>, skip: readonly string[]) {
  for (const field of REGISTER_FIELDS) {
    const rule = rules[field];
    if (!rule.enabled || skip.includes(field)) continue;
    const value = payload[field];
    if (typeof value === 'boolean') continue;
    if (!matchesRegisterRule(rule, typeof value === 'string' ? value : undefined)) {
      throw badRequest(`invalid_request: ${field}`, { field, issues: [{ path: field, message: rule.patternId }] });
    }
  }
}

export function checkPassword(gw: GatewayContext, merchant: string, password: string, field: string) {
  if (!matchesRegisterRule({ ...registerRules(gw, merchant).password, required: true }, password)) {
    throw badRequest(`invalid_request: ${field}`, { field, issues: [{ path: field, message: 'password' }] });
  }
}

/** Sets a new password and revokes every session of the member. */
export function setPassword(gw: GatewayContext, memberId: number, password: string) {
  gw.db.prepare('UPDATE members SET password_hash = ?, password_expires_at = NULL WHERE id = ?').run(hashPassword(password), memberId);
  revokeAllSessions(gw, memberId);
}

export function changePassword(gw: GatewayContext, member: MemberRow, merchant: string, oldPassword: string, newPassword: string): void {
  if (!verifyPassword(oldPassword, member.password_hash)) throw fail(ERROR_KEY.oldPasswordWrong);
  checkPassword(gw, merchant, newPassword, 'newPassword');
  setPassword(gw, member.id, newPassword);
}

/** Queues the reset e-mail when username and e-mail belong together. */
export function sendResetEmail(gw: GatewayContext, username: string, email: string): void {
  const member = memberByUsername(gw, username);
  if (!member || !member.email || member.email.toLowerCase() !== email.toLowerCase()) throw fail(ERROR_KEY.usernameOrEmailNotFound);
  gw.db
    .prepare('INSERT INTO outbox_email (username, email, subject, created_at) VALUES (?, ?, ?, ?)')
    .run(member.username, member.email, 'Reset your password', gw.now());
}

export function createAccount(
  gw: GatewayContext,
  a: {
    username: string;
    password: string;
    merchant: string;
    uplineId: number | null;
    countryDialingCode: string | null;
    mobileNum: string | null;
    email: string | null;
    nickname?: string;
    /** Member type (default player): an invitation link or an agent's registration sets it. */
    type?: number;
    /** The invitation link used (counted on the agent's link list). */
    invitationId?: number | null;
  },
): number {
  return gw.db.transaction(() => {
    const id = insertMember(gw, {
      username: a.username,
      passwordHash: hashPassword(a.password),
      merchant: a.merchant,
      uplineId: a.uplineId,
      countryDialingCode: a.countryDialingCode ? normaliseDialingCode(a.countryDialingCode) : null,
      mobileNum: a.mobileNum,
      email: a.email,
      nickname: a.nickname || a.username,
      type: a.type,
      profile: a.invitationId ? { invitationId: a.invitationId } : undefined,
    });
    postEntries(gw, id, [{ wallet: 'MAIN', amount: SIGNUP_BONUS_CENTS, kind: 'signup_bonus' }]);
    return id;
  })();
}

/** A free generated username for a mobile registration. */
export function freshMobileUsername(gw: GatewayContext): string {
  let username: string;
  do username = `m${randomDigits(9)}`;
  while (memberByUsername(gw, username));
  return username;
}
