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
import { ApiError, badRequest, fail } from '../core/errors';
import { hashPassword, randomDigits } from './crypto';
import { provePassword, retryStale, verdict } from './password-proof';
import { insertMember, memberByIdOrThrow, memberByUsername, memberOf, normaliseDialingCode, PLATFORM_MERCHANT, TRIAL_TYPE, type MemberRow } from './members';
import { hit, note, overLimit } from './rate-limit';
import { grantSignupBonus } from './abuse';
import { assertMayLogIn } from './responsible-gaming';
import { recordLogin, recordSessionMeta } from './login-history';
import { createSession, endAllSessions } from './sessions';
import { emailSignal, mobileSignal, personSelfExclusion, recordSignals, requestSignals, selfExclusionAtRegistration, type Signals } from './signals';
import { registerRules } from './settings';
import { issueChallenge, totpSecretOf } from './two-factor';
import { postEntries } from './wallet';
import { withdrawableCents } from './withdrawals';

export const TRIAL_BALANCE_CENTS = 2_000_00;

interface FailureRow {
  count: number;
  locked_until: number | null;
}

export function loginSuccess(gw: GatewayContext, member: MemberRow, client?: string): LoginValue {
  // Where the member logs in from counts among its signals (a referral reward is not paid between
  // accounts that share one; a device of a self-excluded person is that person's), noted first so
  // the check below sees it.
  recordSignals(gw, member.id, member.merchant, requestSignals(), 'login');
  // Recognised now as a self-excluded person: the account's other sessions end as well.
  if (personSelfExclusion(gw, member.id)) endAllSessions(gw, member.id);
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
 * (and has to solve captchas first), never the owner. Failures also count per account from every
 * client: beyond `loginFailuresPerAccount` every attempt on the username needs a solved captcha,
 * whoever sends it (many addresses guessing a little each meet a captcha at every guess; the owner
 * solves one and logs in: docs/product/abuse-policy.md "Password guessing"). A member registered with another merchant
 * (brand) is unknown here: the same failure as a wrong password, after as long a check (an
 * unmatchable hash stands in for the missing one).
 *
 * The password is checked off the event loop (provePassword); everything it could race with is
 * read again after it, in one synchronous step with the writes: the lock, the captcha requirement,
 * the failure count (counted on the stored one, so parallel wrong attempts all count) and the
 * stored hash (changed meanwhile: checked again).
 */
export async function passwordLogin(
  gw: GatewayContext,
  input: { username: string; password: string; captcha?: string },
  client: string,
  captchaSolved: (answer: string) => boolean,
  merchant = '*',
  /** Runs after the password matched, before 2FA (the agent login's type check). */
  check?: (member: MemberRow) => void,
): Promise<LoginValue> {
  const username = input.username.trim();
  // Usernames compare without case: so do the account's failures.
  const account = username.toLowerCase();
  /** Whether the username's failures from every client ask for a captcha at every attempt. */
  const guarded = () => overLimit(gw, 'loginFailuresPerAccount', account);
  /** The failures of this username and client as stored now; a running lock refuses. */
  const failuresNow = (): FailureRow => {
    const row = gw.db
      .prepare<unknown[], FailureRow>('SELECT count, locked_until FROM client_login_failures WHERE username = ? AND client = ?')
      .get(username, client);
    if (!row) return { count: 0, locked_until: null };
    if (row.locked_until !== null) {
      if (row.locked_until > gw.now()) {
        throw fail(ERROR_KEY.accountLocked, { captchaRequired: true, lockedUntil: row.locked_until, remainingAttempts: 0 });
      }
      return { count: CAPTCHA_AFTER_FAILURES, locked_until: null }; // lock served: captcha still required
    }
    return row;
  };
  const recordFailure = (message: string) => {
    const count = failuresNow().count + 1;
    const lockedUntil = count >= LOCK_AFTER_FAILURES ? gw.now() + LOCK_DURATION_MS : null;
    gw.db
      .prepare(
        'INSERT INTO client_login_failures (username, client, count, locked_until) VALUES (?, ?, ?, ?) ON CONFLICT (username, client) DO UPDATE SET count = excluded.count, locked_until = excluded.locked_until',
      )
      .run(username, client, count, lockedUntil);
    if (lockedUntil) throw fail(ERROR_KEY.accountLocked, { captchaRequired: true, lockedUntil, remainingAttempts: 0 });
    return fail(message, { captchaRequired: count >= CAPTCHA_AFTER_FAILURES || guarded(), remainingAttempts: LOCK_AFTER_FAILURES - count });
  };
  const captchaRequired = (count: number) => fail(ERROR_KEY.captchaRequired, { captchaRequired: true, remainingAttempts: LOCK_AFTER_FAILURES - count });
  const before = failuresNow();
  let captchaPassed = false;
  if (before.count >= CAPTCHA_AFTER_FAILURES || guarded()) {
    if (!input.captcha) throw captchaRequired(before.count);
    if (!captchaSolved(input.captcha)) throw recordFailure(ERROR_KEY.captchaInvalid);
    captchaPassed = true;
  }
  // Another brand's member is unknown here (docs/product/abuse-policy.md "Brand isolation").
  const holder = () => memberOf(gw, merchant, username);
  return retryStale(async () => {
    const proof = await provePassword(input.password, holder()?.password_hash ?? null);
    // From here on synchronous: nothing else runs between these re-checks and the writes.
    const failures = failuresNow();
    if ((failures.count >= CAPTCHA_AFTER_FAILURES || guarded()) && !captchaPassed) throw captchaRequired(failures.count);
    const member = holder();
    const { matches, rehash } = verdict(proof, member?.password_hash ?? null);
    if (!member || !matches) {
      if (member) recordLogin(gw, member.id, 'wrong_password');
      note(gw, 'loginFailuresPerAccount', account);
      throw recordFailure(ERROR_KEY.loginFailed);
    }
    gw.db.prepare('DELETE FROM client_login_failures WHERE username = ? AND client = ?').run(username, client);
    // A hash from before today's cost is replaced while the password is at hand (never stored in clear).
    if (rehash) gw.db.prepare('UPDATE members SET password_hash = ? WHERE id = ?').run(rehash, member.id);
    check?.(member);
    return completeLogin(gw, member);
  });
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

/**
 * Accounts are opened for a brand: a request whose host is in no brand's map (the platform's
 * merchant `*`) opens none, since its account would log in on every brand (docs/product/abuse-policy.md
 * "Brand isolation"). 403 operation_not_allowed.
 */
export function assertBrandRegistration(merchant: string): void {
  if (merchant === PLATFORM_MERCHANT) throw new ApiError(403, ERROR_KEY.featureDisabled, { field: 'merchant' });
}

/** A trial (type 4) guest account with the trial balance, logged in. */
export async function freePlayAccount(gw: GatewayContext, merchant: string): Promise<LoginValue> {
  assertBrandRegistration(merchant);
  const passwordHash = await hashPassword(randomDigits(16));
  const id = gw.db.transaction(() => {
    const memberId = insertMember(gw, {
      username: `guest${randomDigits(8)}`,
      passwordHash,
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

/** Stores a new password's hash (made beforehand with hashPassword) and revokes every session of the member. */
export function setPasswordHash(gw: GatewayContext, memberId: number, passwordHash: string) {
  gw.db.transaction(() => {
    gw.db.prepare('UPDATE members SET password_hash = ?, password_expires_at = NULL WHERE id = ?').run(passwordHash, memberId);
    endAllSessions(gw, memberId);
  })();
}

/**
 * The old password, then the new one's rules; the new hash is stored only while the hash the old
 * password was checked against is still the stored one (two changes at once: the second is checked
 * against the first one's new password, so it fails with old_password_error).
 */
export async function changePassword(gw: GatewayContext, member: MemberRow, merchant: string, oldPassword: string, newPassword: string): Promise<void> {
  const stored = () => memberByIdOrThrow(gw, member.id).password_hash;
  await retryStale(async () => {
    const proof = await provePassword(oldPassword, stored());
    if (!verdict(proof, stored()).matches) throw fail(ERROR_KEY.oldPasswordWrong);
    checkPassword(gw, merchant, newPassword, 'newPassword');
    const passwordHash = await hashPassword(newPassword);
    verdict(proof, stored());
    setPasswordHash(gw, member.id, passwordHash);
  });
}

/**
 * Queues the reset e-mail when username and e-mail belong together, to a member of this brand.
 * Limited per client and per username (whether or not it exists) before anything is looked up, and
 * the answer is the same whether the pair matched or not: the call tells a stranger nothing about
 * which accounts exist, and cannot be used to bomb an inbox.
 */
export function sendResetEmail(gw: GatewayContext, request: { merchant: string; client: string; username: string; email: string }): void {
  const username = request.username.trim();
  hit(gw, 'resetEmailPerClient', request.client);
  hit(gw, 'resetEmailPerAccount', username.toLowerCase());
  const member = memberOf(gw, request.merchant, username);
  if (!member || !member.email || member.email.toLowerCase() !== request.email.trim().toLowerCase()) return;
  gw.db
    .prepare('INSERT INTO outbox_email (username, email, subject, created_at) VALUES (?, ?, ?, ?)')
    .run(member.username, member.email, 'Reset your password', gw.now());
}

export function createAccount(
  gw: GatewayContext,
  a: {
    username: string;
    /** hashPassword of the password, made before (a transaction cannot await it). */
    passwordHash: string;
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
    /** An agent opens the account for a player (register-downline): no sign-up bonus, and the request's signals are the agent's. */
    openedByAgent?: boolean;
  },
): number {
  assertBrandRegistration(a.merchant);
  const signals: Signals = a.openedByAgent
    ? {}
    : {
        ...requestSignals(),
        mobile: a.mobileNum && a.countryDialingCode ? mobileSignal(a.countryDialingCode, a.mobileNum) : undefined,
        email: a.email ? emailSignal(a.email) : undefined,
      };
  return gw.db.transaction(() => {
    // A self-exclusion covers the person: no new account on any brand while it lasts (docs/product/responsible-gaming.md).
    const excluded = selfExclusionAtRegistration(gw, signals);
    if (excluded) throw fail(ERROR_KEY.rgPersonSelfExcluded, { kind: excluded.kind, until: excluded.ends_at });
    const id = insertMember(gw, {
      username: a.username,
      passwordHash: a.passwordHash,
      merchant: a.merchant,
      uplineId: a.uplineId,
      countryDialingCode: a.countryDialingCode ? normaliseDialingCode(a.countryDialingCode) : null,
      mobileNum: a.mobileNum,
      email: a.email,
      nickname: a.nickname || a.username,
      type: a.type,
      profile: a.invitationId ? { invitationId: a.invitationId } : undefined,
    });
    // One sign-up bonus per person as far as the platform can tell (docs/product/abuse-policy.md).
    grantSignupBonus(gw, id, a.merchant, signals, a.openedByAgent);
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
