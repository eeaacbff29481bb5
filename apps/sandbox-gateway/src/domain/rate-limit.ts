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
   * Sign-up bonuses per signal of one person (docs/product/abuse-policy.md): at most `max` accounts
   * of a merchant registered from one client address (a household or a mobile carrier may share
   * one: raise it there) or one device within the window, holding one mobile number or one payout
   * account, receive the sign-up bonus. Not a 429: the account opens without the bonus.
   */
  signupBonusPerClient: { max: 1, windowMs: 30 * DAY_MS },
  signupBonusPerDevice: { max: 1, windowMs: 365 * DAY_MS },
  signupBonusPerMobile: { max: 1, windowMs: 10 * 365 * DAY_MS },
  signupBonusPerPayoutAccount: { max: 1, windowMs: 10 * 365 * DAY_MS },
} satisfies Record<string, RateLimit>;

export type LimitName = keyof typeof DEFAULT_LIMITS;
export const LIMIT_NAMES = Object.keys(DEFAULT_LIMITS) as [LimitName, ...LimitName[]];

/** The limit in force: operator setting (`PUT /sandbox/limits`), else the gateway's option, else the default. */
export function limitOf(gw: GatewayContext, name: LimitName): RateLimit {
  const stored = getSetting<Partial<Record<LimitName, RateLimit>>>(gw.db, 'limits', {});
  return stored[name] ?? gw.limits[name] ?? DEFAULT_LIMITS[name];
}

/** Counts one event of `name` for `subject`; 429 `too_many_requests` (value { retryAfterMs }) when over the limit. */
export function hit(gw: GatewayContext, name: LimitName, subject: string): void {
  const { max, windowMs } = limitOf(gw, name);
  const now = gw.now();
  gw.db.prepare('DELETE FROM rate_events WHERE name = ? AND subject = ? AND at <= ?').run(name, subject, now - windowMs);
  const rows = gw.db.prepare<unknown[], { at: number }>('SELECT at FROM rate_events WHERE name = ? AND subject = ? ORDER BY at').all(name, subject);
  if (rows.length >= max) throw tooManyRequests('too_many_requests', { retryAfterMs: rows[0].at + windowMs - now });
  gw.db.prepare('INSERT INTO rate_events (name, subject, at) VALUES (?, ?, ?)').run(name, subject, now);
}
