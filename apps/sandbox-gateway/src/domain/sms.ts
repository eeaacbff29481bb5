import { timingSafeEqual } from 'node:crypto';
import { ERROR_KEY, type SmsSent } from '@portal/api-contract';
import { getSetting } from '../db/database';
import { ApiError, badRequest, fail, tooManyRequests } from '../core/errors';
import type { GatewayContext } from '../core/context';
import { randomDigits } from './crypto';
import { normaliseDialingCode } from './members';
import { hit } from './rate-limit';

export type SmsPurpose = 'register' | 'login' | 'password' | 'payment_password' | 'bind_mobile';
export const SMS_THROTTLE_MS = 1000;
export const DEFAULT_SMS_EXPIRED_MINUTES = 2;
/** Wrong codes that burn a code (the player asks for a new one). */
export const SMS_MAX_WRONG = 5;

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

/** Dialling codes a merchant sends SMS to: its own setting, else the global one, else every seeded country. */
export function smsDialingCodes(gw: GatewayContext, merchant: string): string[] {
  const own = merchant === '*' ? null : getSetting<string[] | null>(gw.db, 'sms.dialingCodes', null, merchant);
  const global = getSetting<string[] | null>(gw.db, 'sms.dialingCodes', null);
  return own ?? global ?? gw.db.prepare<unknown[], string>('SELECT dialing_code FROM countries ORDER BY sort').pluck().all();
}

/**
 * Checks a request for an SMS before anything else is looked up: the dialling code must be on the
 * merchant's allow-list (400 naming the field) and the client within its send limit (429).
 */
export function checkSmsRequest(gw: GatewayContext, r: { merchant: string; client: string; dialingCode: string }): void {
  if (!smsDialingCodes(gw, r.merchant).includes(normaliseDialingCode(r.dialingCode))) {
    throw badRequest('invalid_request: countryDialingCode', {
      field: 'countryDialingCode',
      issues: [{ path: 'countryDialingCode', message: 'country_not_allowed' }],
    });
  }
  hit(gw, 'smsPerClient', r.client);
}

/**
 * "Sends" a 6-digit code: it only lands in the sandbox outbox. At most one send per number per
 * second (429), no resend while an unused code of the same purpose is still valid, and no more
 * than the number's quota (429 `sms_quota_exceeded` with `retryAfterMs`).
 */
export function sendSmsCode(gw: GatewayContext, mobile: string, purpose: SmsPurpose): SmsSent {
  const now = gw.now();
  const last = gw.db.prepare<unknown[], SmsRow>('SELECT * FROM sms_codes WHERE mobile = ? ORDER BY created_at DESC, id DESC LIMIT 1').get(mobile);
  if (last && now - last.created_at < SMS_THROTTLE_MS) throw tooManyRequests();
  const live = gw.db
    .prepare<unknown[], SmsRow>('SELECT * FROM sms_codes WHERE mobile = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? ORDER BY id DESC LIMIT 1')
    .get(mobile, purpose, now);
  if (live) throw fail(ERROR_KEY.smsResendTooSoon, { expirationTime: live.expires_at });
  // The number's quota (smsPerNumber): its own key, so the player learns the wait is the number's.
  try {
    hit(gw, 'smsPerNumber', mobile);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) throw tooManyRequests(ERROR_KEY.smsQuotaExceeded, error.value);
    throw error;
  }
  const expiredMinutes = getSetting<number>(gw.db, 'sms.expiredMinutes', DEFAULT_SMS_EXPIRED_MINUTES);
  const expirationTime = now + expiredMinutes * 60_000;
  gw.db
    .prepare('INSERT INTO sms_codes (mobile, purpose, code, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
    .run(mobile, purpose, randomDigits(6), now, expirationTime);
  return { expiredMinutes, expirationTime };
}

/**
 * Consumes the live code of a number and purpose: right code, unused and unexpired; otherwise a
 * business failure. A wrong code counts against it; the SMS_MAX_WRONG-th burns it.
 */
export function consumeSmsCode(gw: GatewayContext, mobile: string, purpose: SmsPurpose, code: string): void {
  const now = gw.now();
  const row = gw.db
    .prepare<unknown[], SmsRow>('SELECT * FROM sms_codes WHERE mobile = ? AND purpose = ? AND used_at IS NULL ORDER BY id DESC LIMIT 1')
    .get(mobile, purpose);
  if (!row) throw fail(ERROR_KEY.verificationCodeInvalid);
  if (row.expires_at <= now) throw fail(ERROR_KEY.verificationCodeExpired);
  const given = Buffer.from(code.trim());
  const expected = Buffer.from(row.code);
  if (given.length === expected.length && timingSafeEqual(given, expected)) {
    gw.db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?').run(now, row.id);
    return;
  }
  gw.db.prepare('INSERT INTO sms_attempts (sms_id, wrong) VALUES (?, 1) ON CONFLICT (sms_id) DO UPDATE SET wrong = wrong + 1').run(row.id);
  const wrong = gw.db.prepare<unknown[], number>('SELECT wrong FROM sms_attempts WHERE sms_id = ?').pluck().get(row.id)!;
  if (wrong >= SMS_MAX_WRONG) gw.db.prepare('UPDATE sms_codes SET used_at = ? WHERE id = ?').run(now, row.id);
  throw fail(ERROR_KEY.verificationCodeInvalid, { remainingAttempts: Math.max(0, SMS_MAX_WRONG - wrong) });
}

export function outbox(gw: GatewayContext, mobileFilter: string | undefined) {
  const digits = mobileFilter?.replace(/\D/g, '') ?? '';
  const rows = gw.db
    .prepare<unknown[], SmsRow>("SELECT * FROM sms_codes WHERE ? = '' OR mobile = ? OR mobile LIKE '%' || ? ORDER BY id DESC LIMIT 50")
    .all(digits, digits, digits);
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
