import { type CashierFailure, ERROR_KEY, type ErrorKey, platformDate, platformDayStart } from '@portal/api-contract';
import { ApiError } from '../core/errors';
import type { GatewayContext } from '../core/context';
import { immediate } from '../db/database';
import type { MemberRow } from './members';
import { TRIAL_TYPE } from './members';

/** A refused cashier call: HTTP 4xx, message an ERROR_KEY, value naming the field (docs/product/money.md). */
export const refuse = (status: 400 | 403 | 404 | 409, message: ErrorKey, value: CashierFailure) => new ApiError(status, message, value);
export const refuseField = (field: string, message: string) => new ApiError(400, `invalid_request: ${field}`, { field, issues: [{ path: field, message }] });
export const notFound = (field: string) => refuse(404, ERROR_KEY.notFound, { field });

/**
 * Runs a cashier write as one IMMEDIATE transaction (a savepoint inside the idempotent wrapper of a
 * money move). A refusal rolls every write back, then its `afterRollback` runs (a failed payment
 * password attempt is still counted).
 */
export function cashierTx<T>(gw: GatewayContext, fn: () => T): T {
  try {
    return immediate(gw.db, fn);
  } catch (error) {
    // Inside a money move the idempotent wrapper runs afterRollback once the savepoint is gone.
    if (error instanceof ApiError && !gw.db.inTransaction) {
      const after = error.afterRollback;
      error.afterRollback = undefined;
      after?.();
    }
    throw error;
  }
}

/** Trial accounts cannot move real money. */
export function requireRealMember(member: MemberRow): void {
  if (member.type === TRIAL_TYPE) throw refuse(403, ERROR_KEY.needTrueAccount, { field: 'member' });
}

/** 00:00 of the platform day of `now`. */
export const todayStart = (now: number) => platformDayStart(platformDate(now));

/** '******1234' */
export const maskNumber = (text: string) => (text.length <= 4 ? text : '*'.repeat(Math.min(6, text.length - 4)) + text.slice(-4));

/** A readable id: prefix, the time and random digits (D20250115123000123456). */
export function newCashierId(prefix: string, now: number, random: () => number): string {
  const stamp = new Date(now).toISOString().replace(/\D/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`;
}
