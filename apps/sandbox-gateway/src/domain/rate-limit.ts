import type { GatewayContext, RateLimit } from '../core/context';
import { tooManyRequests } from '../core/errors';
import { getSetting } from '../db/database';

const DAY_MS = 24 * 60 * 60_000;

/** Defaults per action; `subject` is a client (its IP), a number or an account. See docs/sandbox-gateway.md "Behaviour" (abuse limits). */
export const DEFAULT_LIMITS = {
  /** SMS codes sent to one number. */
  smsPerNumber: { max: 5, windowMs: 60 * 60_000 },
  /** SMS codes requested by one client, whatever the numbers. */
  smsPerClient: { max: 10, windowMs: 10 * 60_000 },
  /** Login attempts (password or SMS) of one client, whatever the accounts. */
  loginPerClient: { max: 20, windowMs: 60_000 },
  /**
   * Failed password logins of one username from any client: beyond `max` within the window, every
   * login attempt on it needs a solved captcha, the owner's too (never a lock: a stranger cannot lock
   * the owner out; docs/product/abuse-policy.md "Password guessing"). Above what one client can fail
   * before its own lock (LOCK_AFTER_FAILURES), so one client's guesses alone never reach the owner.
   */
  loginFailuresPerAccount: { max: 20, windowMs: 60 * 60_000 },
  /** Registrations (username or mobile) of one client. */
  registerPerClient: { max: 5, windowMs: 10 * 60_000 },
  /** Funded trial accounts of one client. */
  freePlayPerClient: { max: 3, windowMs: 10 * 60_000 },
  /** Captcha images of one client. */
  captchaPerClient: { max: 30, windowMs: 60_000 },
  /** Second-step (TOTP) challenges issued for one account. */
  twoFactorChallenges: { max: 10, windowMs: 15 * 60_000 },
  /** Current-password checks of one account in the security centre (binding a number or e-mail, 2FA setup). */
  accountPasswordChecks: { max: 10, windowMs: 15 * 60_000 },
  /** Password-reset e-mails asked for by one client, whatever the accounts. */
  resetEmailPerClient: { max: 5, windowMs: 10 * 60_000 },
  /** Password-reset e-mails asked for one username (known or not): an inbox cannot be bombed. */
  resetEmailPerAccount: { max: 3, windowMs: 60 * 60_000 },
  /** Accounts one agent opens for its downline (register-downline), besides registerPerClient of its client. */
  downlinePerAgent: { max: 20, windowMs: 24 * 60 * 60_000 },
  /**
   * Accounts per signal taken for different people (docs/product/abuse-policy.md "One person, many
   * accounts"): at most `max` accounts of a merchant registered from one client address (a
   * household or a mobile carrier may share one: raise it there) or one device within the window,
   * holding one mobile number, e-mail address or payout account, receive the sign-up bonus. Beyond
   * it an account is linked to the others: no bonus, and a self-exclusion of one is the others'.
   * Not a 429: the account opens without the bonus.
   */
  signupBonusPerClient: { max: 1, windowMs: 30 * DAY_MS },
  signupBonusPerDevice: { max: 1, windowMs: 365 * DAY_MS },
  signupBonusPerMobile: { max: 1, windowMs: 10 * 365 * DAY_MS },
  signupBonusPerEmail: { max: 1, windowMs: 10 * 365 * DAY_MS },
  signupBonusPerPayoutAccount: { max: 1, windowMs: 10 * 365 * DAY_MS },
} satisfies Record<string, RateLimit>;

export type LimitName = keyof typeof DEFAULT_LIMITS;
export const LIMIT_NAMES = Object.keys(DEFAULT_LIMITS) as [LimitName, ...LimitName[]];

/** The limit in force: operator setting (`PUT /sandbox/limits`), else the gateway's option, else the default. */
export function limitOf(gw: GatewayContext, name: LimitName): RateLimit {
  const stored = getSetting<Partial<Record<LimitName, RateLimit>>>(gw.db, 'limits', {});
  return stored[name] ?? gw.limits[name] ?? DEFAULT_LIMITS[name];
}

/** The events of `name` for `subject` within the limit's window, oldest first (older ones are dropped). */
function recentEvents(gw: GatewayContext, name: LimitName, subject: string): number[] {
  const { windowMs } = limitOf(gw, name);
  gw.db.prepare('DELETE FROM rate_events WHERE name = ? AND subject = ? AND at <= ?').run(name, subject, gw.now() - windowMs);
  return gw.db.prepare<unknown[], number>('SELECT at FROM rate_events WHERE name = ? AND subject = ? ORDER BY at').pluck().all(name, subject);
}

/** Notes one event of `name` for `subject` without refusing anything (overLimit reads them). */
export function note(gw: GatewayContext, name: LimitName, subject: string): void {
  gw.db.prepare('INSERT INTO rate_events (name, subject, at) VALUES (?, ?, ?)').run(name, subject, gw.now());
}

/** Whether `subject` has as many events of `name` within the window as the limit allows. */
export const overLimit = (gw: GatewayContext, name: LimitName, subject: string) => recentEvents(gw, name, subject).length >= limitOf(gw, name).max;

/** Counts one event of `name` for `subject`; 429 `too_many_requests` (value { retryAfterMs }) when over the limit. */
export function hit(gw: GatewayContext, name: LimitName, subject: string): void {
  const { max, windowMs } = limitOf(gw, name);
  const events = recentEvents(gw, name, subject);
  if (events.length >= max) throw tooManyRequests('too_many_requests', { retryAfterMs: events[0] + windowMs - gw.now() });
  note(gw, name, subject);
}
