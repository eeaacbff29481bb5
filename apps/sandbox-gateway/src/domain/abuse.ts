import type { GatewayContext } from '../core/context';
import { getSetting, immediate } from '../db/database';
import { forfeitAndTakeBack, grantBonus } from './bonuses';
import { limitOf } from './rate-limit';
import { endAllSessions } from './sessions';
import { BONUS_SOURCES, PER_SIGNAL_LIMIT, personSelfExclusion, recordSignals, signalHash, type SignalKind, type Signals } from './signals';

/**
 * The abuse policy (docs/product/abuse-policy.md): one sign-up bonus per person, and what a
 * number, e-mail address or payout account bound later reveals. Who is behind an account (its
 * signals, normalised) is signals.ts; the other bonuses of linked accounts are held back by
 * bonuses.ts; limits on account creation are rate limits (domain/rate-limit.ts).
 */

/** The operator's settings (PUT /sandbox/abuse-policy?merchant=): the sign-up bonus in cents and its turnover multiple. */
export interface AbusePolicy {
  signupBonus: { amount: number; turnoverMultiplier: number };
}
export const ABUSE_POLICY_SETTING = 'abusePolicy';
export const DEFAULT_ABUSE_POLICY: AbusePolicy = { signupBonus: { amount: 100_00, turnoverMultiplier: 3 } };

/** The merchant's policy, else the platform's, else the defaults. */
export function abusePolicy(gw: GatewayContext, merchant: string): AbusePolicy {
  const platform = getSetting<AbusePolicy>(gw.db, ABUSE_POLICY_SETTING, DEFAULT_ABUSE_POLICY);
  return merchant === '*' ? platform : getSetting<AbusePolicy>(gw.db, ABUSE_POLICY_SETTING, platform, merchant);
}

/** Members of `merchant` other than `memberId` that received a sign-up bonus within the limit's window and share this signal. */
function signupBonusesSharing(gw: GatewayContext, merchant: string, kind: SignalKind, valueHash: string, memberId: number | null): number {
  const { windowMs } = limitOf(gw, PER_SIGNAL_LIMIT[kind]);
  const sources = BONUS_SOURCES[kind];
  return gw.db
    .prepare<unknown[], number>(
      `SELECT COUNT(DISTINCT b.member_id) FROM member_signals s JOIN bonuses b ON b.member_id = s.member_id AND b.source = 'signup'
       WHERE s.merchant = ? AND s.kind = ? AND s.value_hash = ? AND s.source IN (${sources.map(() => '?').join(', ')})
         AND b.created_at > ? AND b.member_id <> ?`,
    )
    .pluck()
    .get(merchant, kind, valueHash, ...sources, gw.now() - windowMs, memberId ?? 0)!;
}

/** The first of these signals whose limit of sign-up bonuses other accounts of the merchant used up, or null. */
function signupBonusRefusedBy(gw: GatewayContext, merchant: string, signals: Signals, memberId: number): SignalKind | null {
  for (const [kind, value] of Object.entries(signals) as [SignalKind, string | undefined][]) {
    if (value && signupBonusesSharing(gw, merchant, kind, signalHash(kind, value), memberId) >= limitOf(gw, PER_SIGNAL_LIMIT[kind]).max) return kind;
  }
  return null;
}

/**
 * A new account's signals and sign-up bonus, inside its registration's transaction: the signals
 * of the registration are noted, and the bonus (main wallet, with its turnover requirement of
 * amount × the policy's multiple) is credited only when none of them is shared with as many
 * accounts that received one as the operator allows. An account an agent opens gets none: the
 * bonus welcomes a player who signs up, and the agent is not that player (`openedByAgent`; the
 * request's signals are the agent's, not the account's, so none is noted). Returns the bonus id,
 * or null when none was paid.
 */
export function grantSignupBonus(gw: GatewayContext, memberId: number, merchant: string, signals: Signals, openedByAgent = false): number | null {
  if (openedByAgent) return null;
  return immediate(gw.db, () => {
    recordSignals(gw, memberId, merchant, signals, 'register');
    const { amount, turnoverMultiplier } = abusePolicy(gw, merchant).signupBonus;
    if (amount <= 0 || signupBonusRefusedBy(gw, merchant, signals, memberId)) return null;
    return grantBonus(gw, memberId, { source: 'signup', amount, turnoverMultiplier, kind: 'signup_bonus', ref: `signup:${memberId}` });
  });
}

/**
 * A number, e-mail address or payout account bound later (inside the binding's transaction), with
 * what it says of its holder (payoutSignals): noted, and
 * - when it shows that the holder already had a sign-up bonus on another account (beyond the
 *   operator's limit), this account's sign-up bonus is forfeited and taken back from the account's
 *   wallets, game wallets included; what they cannot cover (staked meanwhile) stays owed and is
 *   held back from every withdrawal (bonuses.ts forfeitAndTakeBack);
 * - when it shows that the holder is a self-excluded person, every session of the account ends:
 *   its next login gets at most a withdraw-only session (responsible-gaming.ts).
 * Returns the cents taken back.
 */
export function bindSignals(gw: GatewayContext, memberId: number, merchant: string, signals: Signals): number {
  return immediate(gw.db, () => {
    recordSignals(gw, memberId, merchant, signals, 'bind');
    if (personSelfExclusion(gw, memberId)) endAllSessions(gw, memberId);
    const bonus = gw.db
      .prepare<unknown[], { id: number; member_id: number; amount: number }>(
        "SELECT id, member_id, amount FROM bonuses WHERE member_id = ? AND source = 'signup' AND forfeited_at IS NULL",
      )
      .get(memberId);
    if (!bonus) return 0;
    return signupBonusRefusedBy(gw, merchant, signals, memberId) ? (forfeitAndTakeBack(gw, bonus) ?? 0) : 0;
  });
}
