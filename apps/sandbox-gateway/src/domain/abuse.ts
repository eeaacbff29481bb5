import { MAIN_WALLET } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { currentRequestMeta } from '../core/request-meta';
import { getSetting, immediate } from '../db/database';
import { grantBonus } from './bonuses';
import { sha256 } from './crypto';
import { limitOf, type LimitName } from './rate-limit';
import { postEntries, walletCents } from './wallet';

/**
 * The abuse policy (docs/product/abuse-policy.md): what the platform can tell about who is behind
 * an account (its signals), one sign-up bonus per person, no referral reward between accounts of
 * one person. Limits on account creation are rate limits (domain/rate-limit.ts).
 */

/** A client address, a device id (apps send `Device-Id`), a mobile number, a payout account. */
export type SignalKind = 'client' | 'device' | 'mobile' | 'payout';
/** When a signal was seen: at registration, at a login, when a number or payout account was bound. */
export type SignalSource = 'register' | 'login' | 'bind';
export type Signals = Partial<Record<SignalKind, string>>;

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

/** How many accounts of one merchant that share one signal may receive a sign-up bonus (limit names of rate-limit.ts). */
const SIGNUP_LIMIT: Record<SignalKind, LimitName> = {
  client: 'signupBonusPerClient',
  device: 'signupBonusPerDevice',
  mobile: 'signupBonusPerMobile',
  payout: 'signupBonusPerPayoutAccount',
};
/**
 * Which sightings of a signal count for the sign-up bonus: the address and device an account was
 * registered from (a player who later logs in at a café does not use up the café's bonus), and any
 * number or payout account the account holds.
 */
const SIGNUP_SOURCES: Record<SignalKind, readonly SignalSource[]> = {
  client: ['register'],
  device: ['register'],
  mobile: ['register', 'bind'],
  payout: ['bind'],
};

const hashOf = (kind: SignalKind, value: string) => sha256(`${kind}:${value}`);

/** The client address and device of the request being served. */
export function requestSignals(): Signals {
  const meta = currentRequestMeta();
  return { client: meta.ip === 'unknown' ? undefined : meta.ip, device: meta.device || undefined };
}

/** A mobile number as one value whatever its spelling ('+55', '11999990001' → '5511999990001'). */
export const mobileSignal = (dialingCode: string, mobileNum: string) => `${dialingCode}${mobileNum}`.replace(/\D/g, '');
/** A payout account as one value (type, bank, number without spaces, case or punctuation of an e-mail key aside). */
export const payoutSignal = (a: { type: string; bank_code: string | null; number: string }) =>
  `${a.type}:${a.bank_code ?? ''}:${a.number.replace(/\s+/g, '').toLowerCase()}`;

/** Notes the signals seen with a member (each once per kind, value and source). */
export function recordSignals(gw: GatewayContext, memberId: number, merchant: string, signals: Signals, source: SignalSource): void {
  const insert = gw.db.prepare('INSERT OR IGNORE INTO member_signals (member_id, merchant, kind, value_hash, source, first_seen) VALUES (?, ?, ?, ?, ?, ?)');
  for (const [kind, value] of Object.entries(signals) as [SignalKind, string | undefined][]) {
    if (value) insert.run(memberId, merchant, kind, hashOf(kind, value), source, gw.now());
  }
}

/** Members of `merchant` other than `memberId` that received a sign-up bonus within the limit's window and share this signal. */
function signupBonusesSharing(gw: GatewayContext, merchant: string, kind: SignalKind, value: string, memberId: number | null): number {
  const { windowMs } = limitOf(gw, SIGNUP_LIMIT[kind]);
  const sources = SIGNUP_SOURCES[kind];
  return gw.db
    .prepare<unknown[], number>(
      `SELECT COUNT(DISTINCT b.member_id) FROM member_signals s JOIN bonuses b ON b.member_id = s.member_id AND b.source = 'signup'
       WHERE s.merchant = ? AND s.kind = ? AND s.value_hash = ? AND s.source IN (${sources.map(() => '?').join(', ')})
         AND b.created_at > ? AND b.member_id <> ?`,
    )
    .pluck()
    .get(merchant, kind, hashOf(kind, value), ...sources, gw.now() - windowMs, memberId ?? 0)!;
}

/** The first signal whose limit of sign-up bonuses is used up by other accounts, or null when a new account may have one. */
function signupBonusRefusedBy(gw: GatewayContext, merchant: string, signals: Signals, memberId: number | null): SignalKind | null {
  for (const [kind, value] of Object.entries(signals) as [SignalKind, string | undefined][]) {
    if (value && signupBonusesSharing(gw, merchant, kind, value, memberId) >= limitOf(gw, SIGNUP_LIMIT[kind]).max) return kind;
  }
  return null;
}

/**
 * A new account's sign-up bonus, inside its registration's transaction: the signals of the
 * registration are noted, and the bonus (main wallet, with its turnover requirement of amount ×
 * the policy's multiple) is credited only when none of them is shared with as many accounts that
 * received one as the operator allows. Returns the bonus id, or null when none was paid.
 */
export function grantSignupBonus(gw: GatewayContext, memberId: number, merchant: string, signals: Signals): number | null {
  return immediate(gw.db, () => {
    recordSignals(gw, memberId, merchant, signals, 'register');
    const { amount, turnoverMultiplier } = abusePolicy(gw, merchant).signupBonus;
    if (amount <= 0 || signupBonusRefusedBy(gw, merchant, signals, memberId)) return null;
    return grantBonus(gw, memberId, { source: 'signup', amount, turnoverMultiplier, kind: 'signup_bonus', ref: `signup:${memberId}` });
  });
}

/**
 * A number or payout account bound later (inside the binding's transaction): noted, and when it
 * shows that the account's holder already had a sign-up bonus on another account (beyond the
 * operator's limit), this account's sign-up bonus is forfeited and what the main wallet holds of it
 * is taken back (ledger kind bonus_forfeit, once: the bonus is forfeited only once). Returns the
 * cents taken back.
 */
export function bindSignal(gw: GatewayContext, memberId: number, merchant: string, kind: 'mobile' | 'payout', value: string): number {
  return immediate(gw.db, () => {
    recordSignals(gw, memberId, merchant, { [kind]: value }, 'bind');
    const bonus = gw.db
      .prepare<unknown[], { id: number; amount: number }>("SELECT id, amount FROM bonuses WHERE member_id = ? AND source = 'signup' AND forfeited_at IS NULL")
      .get(memberId);
    if (!bonus || signupBonusesSharing(gw, merchant, kind, value, memberId) < limitOf(gw, SIGNUP_LIMIT[kind]).max) return 0;
    const forfeited = gw.db.prepare('UPDATE bonuses SET forfeited_at = ? WHERE id = ? AND forfeited_at IS NULL').run(gw.now(), bonus.id).changes;
    if (forfeited !== 1) return 0;
    const back = Math.min(bonus.amount, walletCents(gw, memberId, MAIN_WALLET));
    if (back > 0) postEntries(gw, memberId, [{ wallet: MAIN_WALLET, amount: -back, kind: 'bonus_forfeit' }], `signup-forfeit:${bonus.id}`);
    return back;
  });
}

/** Whether two accounts share any signal, whenever seen (a referral reward is not paid between them). */
export function shareSignals(gw: GatewayContext, a: number, b: number): boolean {
  return Boolean(
    gw.db
      .prepare(
        'SELECT 1 FROM member_signals x JOIN member_signals y ON y.kind = x.kind AND y.value_hash = x.value_hash AND y.member_id = ? WHERE x.member_id = ? LIMIT 1',
      )
      .get(b, a),
  );
}
