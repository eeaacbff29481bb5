import type { GatewayContext } from '../core/context';
import { currentRequestMeta } from '../core/request-meta';
import { sha256 } from './crypto';
import { limitOf, type LimitName } from './rate-limit';

/**
 * One person behind several accounts, as far as the platform can tell (docs/product/abuse-policy.md
 * "One person, many accounts"): the signals seen with each account, normalised so that one value
 * spelt two ways is one value, and the queries that find the other accounts sharing them. The
 * abuse policy (abuse.ts, bonuses.ts, referral.ts) and responsible gaming (a self-exclusion covers
 * the person) decide what a shared signal costs.
 */

/** A client address, a device id (`Device-Id`), a mobile number, an e-mail address, a payout account. */
export type SignalKind = 'client' | 'device' | 'mobile' | 'email' | 'payout';
/** When a signal was seen: at registration, at a login, when a number, e-mail or payout account was bound. */
export type SignalSource = 'register' | 'login' | 'bind';
export type Signals = Partial<Record<SignalKind, string>>;

/** What is stored of a signal: the SHA-256 of `kind:value` (the raw values stay where they already are). */
export const signalHash = (kind: SignalKind, value: string) => sha256(`${kind}:${value}`);

/** The client address and device of the request being served. */
export function requestSignals(): Signals {
  const meta = currentRequestMeta();
  return { client: meta.ip === 'unknown' ? undefined : meta.ip, device: meta.device || undefined };
}

// ---------------------------------------------------------------- normalising

const digitsOf = (text: string) => text.replace(/\D/g, '');
const withoutLeadingZeros = (digits: string) => digits.replace(/^0+(?=\d)/, '');

/**
 * A mobile number in E.164 digits, whatever its spelling: '+55' or '0055' and '11 99999-0001' or
 * '011999990001' are '5511999990001'; a number already written with its '+' country code is taken
 * as it is.
 */
export function mobileSignal(dialingCode: string, mobileNum: string): string {
  if (mobileNum.trim().startsWith('+')) return digitsOf(mobileNum);
  return `${digitsOf(dialingCode).replace(/^00/, '')}${withoutLeadingZeros(digitsOf(mobileNum))}`;
}

/** Mail providers that ignore dots in the name ('a.na@gmail.com' is 'ana@gmail.com'). */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/** An e-mail address as one value: no case, no '+tag' after the name, no dots where the provider ignores them. */
export function emailSignal(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let name = address.slice(0, at).split('+')[0];
  let domain = address.slice(at + 1);
  if (DOTLESS_DOMAINS[domain]) {
    name = name.replace(/\./g, '');
    domain = DOTLESS_DOMAINS[domain];
  }
  return `${name}@${domain}`;
}

export interface PayoutAccountValue {
  type: 'BANK' | 'PIX';
  bank_code: string | null;
  branch: string | null;
  pix_key_type: 'CPF' | 'PHONE' | 'EMAIL' | 'RANDOM' | null;
  number: string;
}

/**
 * A payout account as one value: a bank account by bank, branch and account digits (no separators,
 * no leading zeros, the check digit's dash aside: '001234567-5' is '12345675'); a PIX key by its
 * type's normal form (CPF digits, phone in E.164, e-mail as emailSignal, random key in lower case).
 */
export function payoutSignal(a: PayoutAccountValue): string {
  if (a.type === 'BANK') return `bank:${a.bank_code ?? ''}:${withoutLeadingZeros(digitsOf(a.branch ?? ''))}:${withoutLeadingZeros(digitsOf(a.number))}`;
  switch (a.pix_key_type) {
    case 'CPF':
      return `cpf:${digitsOf(a.number)}`;
    case 'PHONE':
      return `phone:${mobileSignal('', a.number)}`;
    case 'EMAIL':
      return `email:${emailSignal(a.number)}`;
    default:
      return `key:${a.number.trim().toLowerCase()}`;
  }
}

/**
 * Every signal a payout account gives: the account itself, and what its key says of its holder (a
 * PHONE key is the holder's mobile number, an EMAIL key the holder's e-mail address), so another
 * key of the same holder meets the number or address another account registered with.
 */
export function payoutSignals(a: PayoutAccountValue): Signals {
  const signals: Signals = { payout: payoutSignal(a) };
  if (a.type === 'PIX' && a.pix_key_type === 'PHONE') signals.mobile = mobileSignal('', a.number);
  if (a.type === 'PIX' && a.pix_key_type === 'EMAIL') signals.email = emailSignal(a.number);
  return signals;
}

// ---------------------------------------------------------------- recording and comparing

/** Notes the signals seen with a member (each once per kind, value and source). */
export function recordSignals(gw: GatewayContext, memberId: number, merchant: string, signals: Signals, source: SignalSource): void {
  const insert = gw.db.prepare('INSERT OR IGNORE INTO member_signals (member_id, merchant, kind, value_hash, source, first_seen) VALUES (?, ?, ?, ?, ?, ?)');
  for (const [kind, value] of Object.entries(signals) as [SignalKind, string | undefined][]) {
    if (value) insert.run(memberId, merchant, kind, signalHash(kind, value), source, gw.now());
  }
}

/**
 * How many accounts sharing one signal are still taken for different people (operator limits,
 * `PUT /sandbox/limits`): a household or a mobile carrier may put several people behind one
 * address. The same limits decide the sign-up bonus, the other bonuses and a self-exclusion.
 */
export const PER_SIGNAL_LIMIT: Readonly<Record<SignalKind, LimitName>> = {
  client: 'signupBonusPerClient',
  device: 'signupBonusPerDevice',
  mobile: 'signupBonusPerMobile',
  email: 'signupBonusPerEmail',
  payout: 'signupBonusPerPayoutAccount',
};

/**
 * Which sightings of a signal count when bonuses are at stake: the address and device an account
 * was registered from (a player who later logs in at a café does not use up the café's bonus), and
 * any number, e-mail or payout account the account holds.
 */
export const BONUS_SOURCES: Readonly<Record<SignalKind, readonly SignalSource[]>> = {
  client: ['register'],
  device: ['register'],
  mobile: ['register', 'bind'],
  email: ['register', 'bind'],
  payout: ['bind'],
};

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

/**
 * The signal of `kind` the member shares with more other accounts of its merchant than the limit
 * allows (sightings of BONUS_SOURCES on both sides, seen within the limit's window of each other),
 * or null. Such an account is one of several of one person: it gets no bonus (abuse-policy.md).
 */
export function linkedBy(gw: GatewayContext, memberId: number): SignalKind | null {
  for (const kind of Object.keys(PER_SIGNAL_LIMIT) as SignalKind[]) {
    const { max, windowMs } = limitOf(gw, PER_SIGNAL_LIMIT[kind]);
    const sources = BONUS_SOURCES[kind];
    const most = gw.db
      .prepare<unknown[], number>(
        `SELECT COUNT(DISTINCT o.member_id) AS n FROM member_signals s
         JOIN member_signals o ON o.merchant = s.merchant AND o.kind = s.kind AND o.value_hash = s.value_hash AND o.member_id <> s.member_id
           AND o.source IN (${placeholders(sources.length)}) AND ABS(o.first_seen - s.first_seen) < ?
         WHERE s.member_id = ? AND s.kind = ? AND s.source IN (${placeholders(sources.length)})
         GROUP BY s.value_hash ORDER BY n DESC LIMIT 1`,
      )
      .pluck()
      .get(...sources, windowMs, memberId, kind, ...sources);
    if (most !== undefined && most >= max) return kind;
  }
  return null;
}

/** Whether two accounts share any signal, whenever and however seen (a referral reward is not paid between them). */
export function shareSignals(gw: GatewayContext, a: number, b: number): boolean {
  return Boolean(
    gw.db
      .prepare(
        'SELECT 1 FROM member_signals x JOIN member_signals y ON y.kind = x.kind AND y.value_hash = x.value_hash AND y.member_id = ? WHERE x.member_id = ? LIMIT 1',
      )
      .get(b, a),
  );
}

// ---------------------------------------------------------------- one person across brands

/**
 * The signals that recognise a person on every brand of the platform, and the sightings that
 * count: the device (registration or login), the mobile number and e-mail address (registered or
 * bound, a PIX key's included) and the payout accounts. The client address is a weaker signal: it
 * counts only against a new registration (selfExclusionAtRegistration).
 */
const PERSON_SOURCES: Readonly<Partial<Record<SignalKind, readonly SignalSource[]>>> = {
  device: ['register', 'login'],
  mobile: ['register', 'bind'],
  email: ['register', 'bind'],
  payout: ['bind'],
};

export interface SelfExclusionRow {
  id: number;
  member_id: number;
  kind: 'self_exclusion';
  duration: string;
  starts_at: number;
  ends_at: number | null;
  lifted_at: number | null;
}

/** The active self-exclusion that lasts longest among these members (permanent first), or null. */
function longestSelfExclusion(gw: GatewayContext, memberIds: readonly number[]): SelfExclusionRow | null {
  if (memberIds.length === 0) return null;
  return (
    gw.db
      .prepare<unknown[], SelfExclusionRow>(
        `SELECT * FROM rg_exclusions WHERE member_id IN (${placeholders(memberIds.length)}) AND kind = 'self_exclusion' AND lifted_at IS NULL
           AND (ends_at IS NULL OR ends_at > ?) ORDER BY ends_at IS NULL DESC, ends_at DESC LIMIT 1`,
      )
      .get(...memberIds, gw.now()) ?? null
  );
}

/** Accounts (every brand) holding this signal value in one of its person sightings, other than `except`; empty when more share it than the limit takes for one person. */
function personSharing(gw: GatewayContext, kind: SignalKind, hash: string, except: number): number[] {
  const sources = PERSON_SOURCES[kind] ?? [];
  const ids = gw.db
    .prepare<unknown[], number>(
      `SELECT DISTINCT member_id FROM member_signals WHERE kind = ? AND value_hash = ? AND source IN (${placeholders(sources.length)}) AND member_id <> ?`,
    )
    .pluck()
    .all(kind, hash, ...sources, except);
  return ids.length >= limitOf(gw, PER_SIGNAL_LIMIT[kind]).max ? ids : [];
}

/** The other accounts (every brand) that share a device, mobile number, e-mail address or payout account with the member: the same person. */
export function personAccounts(gw: GatewayContext, memberId: number): number[] {
  const own = gw.db
    .prepare<unknown[], { kind: SignalKind; value_hash: string; source: SignalSource }>(
      'SELECT kind, value_hash, source FROM member_signals WHERE member_id = ?',
    )
    .all(memberId)
    .filter((s) => PERSON_SOURCES[s.kind]?.includes(s.source));
  const others = new Set<number>();
  for (const { kind, value_hash } of own) for (const id of personSharing(gw, kind, value_hash, memberId)) others.add(id);
  return [...others];
}

/**
 * The self-exclusion of another account of the same person (any brand), recognised by a device,
 * mobile number, e-mail address or payout account the two share, or null. Responsible gaming
 * treats it as the member's own: no login but a withdraw-only one, no stake, no deposit
 * (docs/product/responsible-gaming.md "A self-exclusion covers the person").
 */
export function personSelfExclusion(gw: GatewayContext, memberId: number): SelfExclusionRow | null {
  return longestSelfExclusion(gw, personAccounts(gw, memberId));
}

/**
 * At registration: the self-exclusion of a person the new account's signals recognise (its device,
 * mobile number or e-mail address on any brand, or its client address where a self-excluded
 * account logged in within the address limit's window), or null: then the account is not opened.
 */
export function selfExclusionAtRegistration(gw: GatewayContext, signals: Signals): SelfExclusionRow | null {
  const others = new Set<number>();
  for (const kind of ['device', 'mobile', 'email'] as const) {
    const value = signals[kind];
    if (value) for (const id of personSharing(gw, kind, signalHash(kind, value), 0)) others.add(id);
  }
  if (signals.client) {
    const { max, windowMs } = limitOf(gw, PER_SIGNAL_LIMIT.client);
    const seen = gw.db
      .prepare<unknown[], number>('SELECT DISTINCT member_id FROM login_history WHERE ip = ? AND at > ?')
      .pluck()
      .all(signals.client, gw.now() - windowMs);
    if (seen.length >= max) for (const id of seen) others.add(id);
  }
  return longestSelfExclusion(gw, [...others]);
}
