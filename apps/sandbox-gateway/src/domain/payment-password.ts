import { ERROR_KEY, PAYMENT_PASSWORD_LOCK_MINUTES, PAYMENT_PASSWORD_MAX_ATTEMPTS, type PaymentPasswordStatus } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { hashPassword, needsRehash, verifyPassword } from './crypto';
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
  (gw.db.prepare('SELECT * FROM payment_passwords WHERE member_id = ?').get(memberId) as PaymentPasswordRow | undefined) ?? null;

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

/** Sets or resets the payment password with an SMS code; clears failures and a lock. */
export function setPaymentPassword(gw: GatewayContext, member: MemberRow, code: string, password: string): PaymentPasswordStatus {
  const mobile = mobileOf(member);
  if (!mobile) throw refuse(400, ERROR_KEY.mobileNotBound, { field: 'mobileNum' });
  cashierTx(gw, () => {
    consumeSmsCode(gw, mobile, 'payment_password', code);
    gw.db
      .prepare(
        'INSERT INTO payment_passwords (member_id, hash, failures, locked_until, updated_at) VALUES (?, ?, 0, NULL, ?) ' +
          'ON CONFLICT (member_id) DO UPDATE SET hash = excluded.hash, failures = 0, locked_until = NULL, updated_at = excluded.updated_at',
      )
      .run(member.id, hashPassword(password), gw.now());
  });
  return paymentPasswordStatus(gw, member);
}

/**
 * Checks the payment password inside a cashier transaction. Wrong: 400 payment_password_error
 * (remainingAttempts), the 5th in a row locks it for 30 minutes (403 payment_password_locked); the
 * failure is counted even though the move is rolled back. Right: the count starts over.
 */
export function checkPaymentPassword(gw: GatewayContext, memberId: number, given: string, field = 'paymentPassword'): void {
  const row = rowOf(gw, memberId);
  if (!row) throw refuse(400, ERROR_KEY.paymentPasswordNotSet, { field });
  const now = gw.now();
  if (row.locked_until != null && row.locked_until > now) throw refuse(403, ERROR_KEY.paymentPasswordLocked, { field, lockedUntil: row.locked_until });
  if (verifyPassword(given, row.hash)) {
    if (row.failures > 0 || row.locked_until != null)
      gw.db.prepare('UPDATE payment_passwords SET failures = 0, locked_until = NULL WHERE member_id = ?').run(memberId);
    if (needsRehash(row.hash)) gw.db.prepare('UPDATE payment_passwords SET hash = ? WHERE member_id = ?').run(hashPassword(given), memberId);
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

export function changePaymentPassword(gw: GatewayContext, memberId: number, oldPassword: string, newPassword: string): void {
  cashierTx(gw, () => {
    checkPaymentPassword(gw, memberId, oldPassword, 'oldPaymentPassword');
    gw.db.prepare('UPDATE payment_passwords SET hash = ?, updated_at = ? WHERE member_id = ?').run(hashPassword(newPassword), gw.now(), memberId);
  });
}

/** Seeds a payment password (demo accounts). */
export function seedPaymentPassword(gw: GatewayContext, memberId: number, password: string): void {
  gw.db
    .prepare('INSERT OR REPLACE INTO payment_passwords (member_id, hash, failures, locked_until, updated_at) VALUES (?, ?, 0, NULL, ?)')
    .run(memberId, hashPassword(password), gw.now());
}
