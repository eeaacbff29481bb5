import { ERROR_KEY, PAYMENT_PASSWORD_LOCK_MINUTES, PAYMENT_PASSWORD_MAX_ATTEMPTS, type PaymentPasswordStatus } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { hashPassword } from './crypto';
import { provePassword, StalePasswordProof, verdict, type PasswordProof } from './password-proof';
import { cashierTx, refuse } from './cashier-tx';
import type { MemberRow } from './members';
import { consumeSmsCode, mobileKey, sendSmsCode } from './sms';

interface PaymentPasswordRow {
  member_id: number;
  hash: string;
  failures: number;
  locked_until: number | null;
}

const rowOf = (gw: GatewayContext, memberId: number) =>
  gw.db.prepare<unknown[], PaymentPasswordRow>('SELECT * FROM payment_passwords WHERE member_id = ?').get(memberId) ?? null;

export const hasPaymentPassword = (gw: GatewayContext, memberId: number) => rowOf(gw, memberId) !== null;

const mobileOf = (m: MemberRow) => (m.country_dialing_code && m.mobile_num ? mobileKey(m.country_dialing_code, m.mobile_num) : null);

export function paymentPasswordStatus(gw: GatewayContext, member: MemberRow): PaymentPasswordStatus {
  const row = rowOf(gw, member.id);
  const now = gw.now();
  const locked = row?.locked_until != null && row.locked_until > now;
  return {
    isSet: row !== null,
    locked,
    lockedUntil: locked ? row!.locked_until : null,
    remainingAttempts: locked ? 0 : PAYMENT_PASSWORD_MAX_ATTEMPTS - (row?.failures ?? 0),
    mobileBound: mobileOf(member) !== null,
    maskedMobile: member.mobile_num
      ? `${member.country_dialing_code ?? ''} ${'*'.repeat(Math.max(0, member.mobile_num.length - 4))}${member.mobile_num.slice(-4)}`
      : null,
  };
}

export function sendPaymentPasswordSms(gw: GatewayContext, member: MemberRow) {
  const mobile = mobileOf(member);
  if (!mobile) throw refuse(400, ERROR_KEY.mobileNotBound, { field: 'mobileNum' });
  return sendSmsCode(gw, mobile, 'payment_password');
}

/**
 * Sets or resets the payment password with an SMS code; clears failures and a lock. The code is
 * checked and used up (or its wrong try counted, SMS_MAX_WRONG burning it) in its own writes before
 * the password's transaction: a refusal rolls nothing of the code's count back, so the code cannot
 * be guessed at (docs/product/abuse-policy.md "Attempt counters"). Nothing runs in between: both are
 * synchronous.
 */
export async function setPaymentPassword(gw: GatewayContext, member: MemberRow, code: string, password: string): Promise<PaymentPasswordStatus> {
  const mobile = mobileOf(member);
  if (!mobile) throw refuse(400, ERROR_KEY.mobileNotBound, { field: 'mobileNum' });
  const hash = await hashPassword(password); // before the transaction, which cannot await it
  consumeSmsCode(gw, mobile, 'payment_password', code);
  cashierTx(gw, () => {
    gw.db
      .prepare(
        'INSERT INTO payment_passwords (member_id, hash, failures, locked_until, updated_at) VALUES (?, ?, 0, NULL, ?) ' +
          'ON CONFLICT (member_id) DO UPDATE SET hash = excluded.hash, failures = 0, locked_until = NULL, updated_at = excluded.updated_at',
      )
      .run(member.id, hash, gw.now());
  });
  return paymentPasswordStatus(gw, member);
}

/**
 * The given payment password checked off the event loop, before the transaction that needs it
 * (checkPaymentPassword there takes the verdict). None while no password is set or it is locked:
 * the check refuses before looking at it, and nothing is hashed for a locked one.
 */
export async function paymentPasswordProof(gw: GatewayContext, memberId: number, given: string): Promise<PasswordProof | null> {
  const row = rowOf(gw, memberId);
  if (!row || (row.locked_until != null && row.locked_until > gw.now())) return null;
  return provePassword(given, row.hash);
}

/**
 * Checks the payment password inside a cashier transaction, with the verdict of
 * paymentPasswordProof: a proof about another hash than the one stored now (changed meanwhile) is
 * StalePasswordProof and the request starts over. Wrong: 400 payment_password_error
 * (remainingAttempts), the 5th in a row locks it for 30 minutes (403 payment_password_locked); the
 * failure is counted even though the move is rolled back. Right: the count starts over. Lock and
 * count are read here, inside the transaction, so parallel attempts each count.
 */
export function checkPaymentPassword(gw: GatewayContext, memberId: number, proof: PasswordProof | null, field = 'paymentPassword'): void {
  const row = rowOf(gw, memberId);
  if (!row) throw refuse(400, ERROR_KEY.paymentPasswordNotSet, { field });
  const now = gw.now();
  if (row.locked_until != null && row.locked_until > now) throw refuse(403, ERROR_KEY.paymentPasswordLocked, { field, lockedUntil: row.locked_until });
  const { matches, rehash } = verdict(proof, row.hash);
  if (matches) {
    if (row.failures > 0 || row.locked_until != null)
      gw.db.prepare('UPDATE payment_passwords SET failures = 0, locked_until = NULL WHERE member_id = ?').run(memberId);
    if (rehash) gw.db.prepare('UPDATE payment_passwords SET hash = ? WHERE member_id = ?').run(rehash, memberId);
    return;
  }
  // A lock that ran out starts a fresh count.
  const failures = (row.locked_until != null ? 0 : row.failures) + 1;
  const lockedUntil = failures >= PAYMENT_PASSWORD_MAX_ATTEMPTS ? now + PAYMENT_PASSWORD_LOCK_MINUTES * 60_000 : null;
  const error =
    lockedUntil !== null
      ? refuse(403, ERROR_KEY.paymentPasswordLocked, { field, lockedUntil })
      : refuse(400, ERROR_KEY.paymentPasswordWrong, { field, remainingAttempts: PAYMENT_PASSWORD_MAX_ATTEMPTS - failures });
  error.afterRollback = () =>
    gw.db
      .prepare('UPDATE payment_passwords SET failures = ?, locked_until = ? WHERE member_id = ?')
      .run(lockedUntil !== null ? 0 : failures, lockedUntil, memberId);
  throw error;
}

/** The old payment password checked, the new one hashed (both off the event loop), then one transaction. */
export async function changePaymentPassword(gw: GatewayContext, memberId: number, oldPassword: string, newPassword: string): Promise<void> {
  const proof = await paymentPasswordProof(gw, memberId, oldPassword);
  const hash = proof?.matches ? await hashPassword(newPassword) : null;
  cashierTx(gw, () => {
    checkPaymentPassword(gw, memberId, proof, 'oldPaymentPassword');
    if (!hash) throw new StalePasswordProof(); // unreachable: a proof that matched comes with the new hash
    gw.db.prepare('UPDATE payment_passwords SET hash = ?, updated_at = ? WHERE member_id = ?').run(hash, gw.now(), memberId);
  });
}

/** Seeds a payment password (demo accounts) from its hash (seedPasswordHash: precomputed, nothing hashed while a reset is served). */
export function seedPaymentPassword(gw: GatewayContext, memberId: number, hash: string): void {
  gw.db
    .prepare('INSERT OR REPLACE INTO payment_passwords (member_id, hash, failures, locked_until, updated_at) VALUES (?, ?, 0, NULL, ?)')
    .run(memberId, hash, gw.now());
}
