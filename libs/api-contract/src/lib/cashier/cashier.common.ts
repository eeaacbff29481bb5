import { z } from 'zod';
import { moneySchema, queryInt, timestampSchema } from '../common';

/**
 * Cashier rules shared by the UI and the gateway. The product rules behind them (limits, fees,
 * statuses, expiry, turnover, lockout) are written down in docs/product/money.md.
 */

/** Longest date range of a record query (betting record, account record, profit and loss). */
export const MAX_RECORD_RANGE_DAYS = 90;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The platform day: records and limits are counted per calendar day in this time zone (UTC−3, no DST). */
export const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';
export const PLATFORM_UTC_OFFSET_MINUTES = -180;

/** Wrong payment-password attempts before the payment password locks, and for how long. */
export const PAYMENT_PASSWORD_MAX_ATTEMPTS = 5;
export const PAYMENT_PASSWORD_LOCK_MINUTES = 30;
/** A payment password is 6 digits. */
export const paymentPasswordSchema = z.string().regex(/^\d{6}$/, 'payment password: 6 digits');
/** The payment password as typed when checked (any text up to 64: a wrong one counts as a failure, not a 400). */
export const paymentPasswordCheckSchema = z.string().min(1).max(64);

/** A fee: `rate` of the amount (0.01 = 1 %) plus `fixed`, rounded to the cent (half up), at least `min`. */
export const feeRuleSchema = z.object({ rate: z.number().min(0).max(1), fixed: moneySchema, min: moneySchema });
export type FeeRule = z.infer<typeof feeRuleSchema>;

/** The fee of an amount under a fee rule (the gateway and the UI compute it the same way; never above the amount). */
export function feeFor(amount: number, rule: FeeRule): number {
  const cents = Math.round(amount * 100);
  const fee = Math.max(Math.round(cents * rule.rate) + Math.round(rule.fixed * 100), Math.round(rule.min * 100));
  return Math.min(fee, cents) / 100;
}

/**
 * `value` of a refused cashier call (HTTP 4xx, `success: false`, message an ERROR_KEY): the field
 * to mark and, when it applies, the limit that was crossed, the attempts left or the lock end.
 */
export const cashierFailureSchema = z.object({
  field: z.string(),
  limit: moneySchema.optional(),
  remainingAttempts: z.number().int().optional(),
  lockedUntil: timestampSchema.optional(),
});
export type CashierFailure = z.infer<typeof cashierFailureSchema>;

/** Optional `startTime`/`endTime` (ms) of a record query: end after start, at most 90 days apart. */
export const dateRangeQuery = {
  startTime: queryInt().min(0).optional(),
  endTime: queryInt().min(0).optional(),
};
export function refineDateRange(v: { startTime?: number; endTime?: number }, ctx: z.RefinementCtx): void {
  if (v.startTime === undefined || v.endTime === undefined) return;
  if (v.endTime < v.startTime) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'endTime before startTime' });
  else if (v.endTime - v.startTime > MAX_RECORD_RANGE_DAYS * DAY_MS) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: `range longer than ${MAX_RECORD_RANGE_DAYS} days` });
  }
}
