import { ERROR_KEY, type SmsSent } from '@portal/api-contract';
import { getSetting } from '../db/database';
import { fail, tooManyRequests } from '../core/errors';
import type { GatewayContext } from '../core/context';
import { randomDigits } from './crypto';

export type SmsPurpose = 'register' | 'login' | 'password';
export const SMS_THROTTLE_MS = 1000;
export const DEFAULT_SMS_EXPIRED_MINUTES = 2;

/** Storage key of a number: digits only, dialling code first ('+55', '11999990001' → '5511999990001'). */
export const mobileKey = (dialingCode: string, mobileNum: string) => `${dialingCode}${mobileNum}`.replace(/\D/g, '');

interface SmsRow {
  id: number;
  mobile: string;
  purpose: string;
  code: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/**
 * "Sends" a 6-digit code: it only lands in the sandbox outbox. At most one send per number per
 * second (429), and no resend while an unused code of the same purpose is still valid.
 */
export function sendSmsCode(gw: GatewayContext, mobile: string, purpose: SmsPurpose): SmsSent {
  const now = gw.now();
  const last = gw.db.prepare('SELECT * FROM sms_codes WHERE mobile = ? ORDER BY created_at DESC, id DESC LIMIT 1').get(mobile) as SmsRow | undefined;
  if (last && now - last.created_at < SMS_THROTTLE_MS) throw tooManyRequests();
  const live = gw.db
    .prepare('SELECT * FROM sms_codes WHERE mobile = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1')
    .get(mobile, purpose, now) as SmsRow | undefined;
  if (live) throw fail(ERROR_KEY.smsResendTooSoon, { expirationTime: live.expires_at });
  const expiredMinutes = getSetting<number>(gw.db, 'sms.expiredMinutes', DEFAULT_SMS_EXPIRED_MINUTES);
  const expirationTime = now + expiredMinutes * 60_000;
  gw.db
    .prepare('INSERT INTO sms_codes (mobile, purpose, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(mobile, purpose, randomDigits(6), now, expirationTime);
  return { expiredMinutes, expirationTime };
}

/** Consumes a code: right number, purpose and code, unused and unexpired; otherwise a business failure. */
export function consumeSmsCode(gw: GatewayContext, mobile: string, purpose: SmsPurpose, code: string): void {
  const row = gw.db
    .prepare('SELECT * FROM sms_codes WHERE mobile = ? AND purpose = ? AND code = ? AND used_at IS NULL ORDER BY id DESC LIMIT 1')
    .get(mobile, purpose, code.trim()) as SmsRow | undefined;
  if (!row) throw fail(ERROR_KEY.verificationCodeInvalid);
  if (row.expires_at <= gw.now()) throw fail(ERROR_KEY.verificationCodeExpired);
  gw.db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?').run(gw.now(), row.id);
}

export function outbox(gw: GatewayContext, mobileFilter: string | undefined) {
  const digits = mobileFilter?.replace(/\D/g, '') ?? '';
  const rows = gw.db
    .prepare("SELECT * FROM sms_codes WHERE ? = '' OR mobile = ? OR mobile LIKE '%' || ? ORDER BY id DESC LIMIT 50")
    .all(digits, digits, digits) as SmsRow[];
  return rows.map((r) => ({
    mobile: `+${r.mobile}`,
    purpose: r.purpose,
    code: r.code,
    text: `Your verification code is ${r.code}`,
    createdAt: r.created_at,
    expiresAt: r.expires_at,
    used: r.used_at !== null,
  }));
}
