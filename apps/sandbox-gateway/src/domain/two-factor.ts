import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERROR_KEY, TWO_FACTOR_CHALLENGE_TTL_MS, TWO_FACTOR_CODE_LENGTH, TWO_FACTOR_MAX_ATTEMPTS } from '@portal/api-contract';
import { fail } from '../core/errors';
import type { GatewayContext } from '../core/context';
import { recordLogin } from './login-history';
import { belongsTo, memberById } from './members';
import { hit } from './rate-limit';
import { newToken, sha256 } from './crypto';

/** RFC 6238 time step (seconds) and the steps either side accepted for clock drift. */
export const TOTP_STEP_SECONDS = 30;
const TOTP_DRIFT_STEPS = 1;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new 160-bit TOTP secret, base32 (what an authenticator app's QR code carries). */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('invalid base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** HOTP (RFC 4226) with HMAC-SHA1 and dynamic truncation. */
export function hotp(secret: Buffer, counter: number, digits = TWO_FACTOR_CODE_LENGTH): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** TOTP (RFC 6238): HOTP over the 30-second step of `timeMs`. */
export function totp(secretBase32: string, timeMs: number): string {
  return hotp(base32Decode(secretBase32), Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS));
}

export function verifyTotp(secretBase32: string, code: string, timeMs: number): boolean {
  const secret = base32Decode(secretBase32);
  const step = Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS);
  for (let drift = -TOTP_DRIFT_STEPS; drift <= TOTP_DRIFT_STEPS; drift++) {
    const expected = Buffer.from(hotp(secret, step + drift));
    const given = Buffer.from(code);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  return false;
}

export function enableTwoFactor(gw: GatewayContext, memberId: number, secret = newTotpSecret()): string {
  gw.db
    .prepare('INSERT INTO member_totp (member_id, secret) VALUES (?, ?) ON CONFLICT (member_id) DO UPDATE SET secret = excluded.secret')
    .run(memberId, secret);
  return secret;
}

export function totpSecretOf(gw: GatewayContext, memberId: number): string | null {
  const row = gw.db.prepare<unknown[], { secret: string }>('SELECT secret FROM member_totp WHERE member_id = ?').get(memberId);
  return row?.secret ?? null;
}

/** Wrong second-step codes of an account (across its challenges) that lock it for TWO_FACTOR_LOCK_MS. */
export const TWO_FACTOR_LOCK_AFTER = TWO_FACTOR_MAX_ATTEMPTS;
export const TWO_FACTOR_LOCK_MS = 15 * 60 * 1000;

interface TwoFactorFailures {
  count: number;
  locked_until: number | null;
}

function failuresOf(gw: GatewayContext, memberId: number): TwoFactorFailures {
  return (
    gw.db.prepare<unknown[], TwoFactorFailures>('SELECT count, locked_until FROM two_factor_failures WHERE member_id = ?').get(memberId) ?? {
      count: 0,
      locked_until: null,
    }
  );
}

/** `account_locked` while the account's second step is locked. */
function assertNotLocked(gw: GatewayContext, memberId: number): void {
  const { locked_until } = failuresOf(gw, memberId);
  if (locked_until !== null && locked_until > gw.now()) throw fail(ERROR_KEY.accountLocked, { lockedUntil: locked_until, remainingAttempts: 0 });
}

/**
 * A new single-use challenge for the second step (its id is returned once; only its hash is stored).
 * Refused while the account is locked and beyond the `twoFactorChallenges` limit; a new challenge
 * closes the member's older ones. Wrong codes count per account, so a new challenge resets nothing.
 */
export function issueChallenge(gw: GatewayContext, memberId: number): { challengeId: string; challengeExpiresAt: number } {
  assertNotLocked(gw, memberId);
  hit(gw, 'twoFactorChallenges', String(memberId));
  gw.db.prepare('UPDATE two_factor_challenges SET closed_at = ? WHERE member_id = ? AND closed_at IS NULL').run(gw.now(), memberId);
  const challengeId = newToken();
  const challengeExpiresAt = gw.now() + TWO_FACTOR_CHALLENGE_TTL_MS;
  gw.db
    .prepare('INSERT INTO two_factor_challenges (id_hash, member_id, expires_at, attempts, closed_at) VALUES (?, ?, ?, 0, NULL)')
    .run(sha256(challengeId), memberId, challengeExpiresAt);
  return { challengeId, challengeExpiresAt };
}

interface ChallengeRow {
  member_id: number;
  expires_at: number;
  attempts: number;
  closed_at: number | null;
}

/**
 * Checks a code against a challenge and closes it on success (single use). A wrong code counts for
 * the account; the TWO_FACTOR_LOCK_AFTER-th locks the account's second step and closes its
 * challenges. Returns the member id. Only a challenge of a member of `merchant` (or a platform account) counts.
 */
export function consumeChallenge(gw: GatewayContext, challengeId: string, code: string, merchant: string): number {
  const key = sha256(challengeId);
  const now = gw.now();
  const row = gw.db.prepare<unknown[], ChallengeRow>('SELECT member_id, expires_at, attempts, closed_at FROM two_factor_challenges WHERE id_hash = ?').get(key);
  if (!row || row.closed_at !== null || row.expires_at < now) throw fail(ERROR_KEY.twoFactorChallengeInvalid);
  // A challenge of another brand's member is not one of this brand's (nothing counted, nothing closed).
  const member = memberById(gw, row.member_id);
  if (!member || !belongsTo(member, merchant)) throw fail(ERROR_KEY.twoFactorChallengeInvalid);
  assertNotLocked(gw, row.member_id);
  const secret = totpSecretOf(gw, row.member_id);
  if (secret && verifyTotp(secret, code, now)) {
    gw.db.prepare('UPDATE two_factor_challenges SET closed_at = ? WHERE id_hash = ?').run(now, key);
    gw.db.prepare('DELETE FROM two_factor_failures WHERE member_id = ?').run(row.member_id);
    return row.member_id;
  }
  gw.db.prepare('UPDATE two_factor_challenges SET attempts = attempts + 1 WHERE id_hash = ?').run(key);
  const error = wrongCode(gw, row.member_id, now);
  recordLogin(gw, row.member_id, error.message === ERROR_KEY.accountLocked ? 'locked' : 'wrong_code');
  throw error;
}

/**
 * Counts a wrong code for the account: the TWO_FACTOR_LOCK_AFTER-th locks its second step and
 * closes its challenges. Returns the failure to throw.
 */
function wrongCode(gw: GatewayContext, memberId: number, now: number) {
  const previous = failuresOf(gw, memberId);
  const count = (previous.locked_until !== null ? 0 : previous.count) + 1;
  const lockedUntil = count >= TWO_FACTOR_LOCK_AFTER ? now + TWO_FACTOR_LOCK_MS : null;
  gw.db
    .prepare(
      'INSERT INTO two_factor_failures (member_id, count, locked_until) VALUES (?, ?, ?) ON CONFLICT (member_id) DO UPDATE SET count = excluded.count, locked_until = excluded.locked_until',
    )
    .run(memberId, lockedUntil ? 0 : count, lockedUntil);
  if (lockedUntil) {
    gw.db.prepare('UPDATE two_factor_challenges SET closed_at = ? WHERE member_id = ? AND closed_at IS NULL').run(now, memberId);
    return fail(ERROR_KEY.accountLocked, { lockedUntil, remainingAttempts: 0 });
  }
  return fail(ERROR_KEY.twoFactorCodeInvalid, { remainingAttempts: TWO_FACTOR_LOCK_AFTER - count });
}

/**
 * Checks a code of a logged-in member's authenticator (turning 2FA off): the same lock as the
 * login's second step, so a stolen session cannot guess codes either.
 */
export function checkMemberCode(gw: GatewayContext, memberId: number, code: string): void {
  assertNotLocked(gw, memberId);
  const secret = totpSecretOf(gw, memberId);
  const now = gw.now();
  if (secret && verifyTotp(secret, code, now)) {
    gw.db.prepare('DELETE FROM two_factor_failures WHERE member_id = ?').run(memberId);
    return;
  }
  throw wrongCode(gw, memberId, now);
}
