import { describe, expect, it } from 'vitest';
import { endpoints } from '../../endpoints';
import { DAY_MS, feeFor } from '../cashier.common';
import { providerCallbackSigningString } from '../deposit.endpoints';
import { platformDate, platformDayStart } from '../profit-loss.endpoints';

describe('feeFor', () => {
  it('rounds the rate half up to the cent, adds the fixed part and keeps the minimum', () => {
    expect(feeFor(100, { rate: 0.015, fixed: 0, min: 0.5 })).toBe(1.5);
    expect(feeFor(10, { rate: 0.015, fixed: 0, min: 0.5 })).toBe(0.5);
    expect(feeFor(33.33, { rate: 0.01, fixed: 0, min: 0 })).toBe(0.33);
    expect(feeFor(50, { rate: 0.01, fixed: 2, min: 1 })).toBe(2.5);
    expect(feeFor(100, { rate: 0, fixed: 0, min: 0 })).toBe(0);
  });
  it('never takes more than the amount', () => {
    expect(feeFor(0.3, { rate: 0, fixed: 0, min: 1 })).toBe(0.3);
  });
});

describe('providerCallbackSigningString', () => {
  it('sorts the fields and prints the amount with 2 decimals', () => {
    expect(providerCallbackSigningString({ merchant: 'm1', orderId: 'D1', providerRef: 'P9', status: 'paid', amount: 50, timestamp: 1700000000000 })).toBe(
      'amount=50.00&merchant=m1&orderId=D1&providerRef=P9&status=paid&timestamp=1700000000000',
    );
  });
  it('signs failReason when present', () => {
    const text = providerCallbackSigningString({
      merchant: 'm',
      orderId: 'D',
      providerRef: 'P',
      status: 'failed',
      amount: 1.5,
      timestamp: 1,
      failReason: 'declined',
    });
    expect(text).toBe('amount=1.50&failReason=declined&merchant=m&orderId=D&providerRef=P&status=failed&timestamp=1');
  });
});

describe('record ranges', () => {
  it('refuses a betting-record range over 90 days or reversed, naming endTime', () => {
    const ok = endpoints.betRecords.request.safeParse({ startTime: 0, endTime: 90 * DAY_MS });
    expect(ok.success).toBe(true);
    const long = endpoints.betRecords.request.safeParse({ startTime: 0, endTime: 90 * DAY_MS + 1 });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.path).toEqual(['endTime']);
    expect(endpoints.transactionDetail.request.safeParse({ startTime: 10, endTime: 5 }).success).toBe(false);
  });
  it('accepts known ledger categories only', () => {
    expect(endpoints.transactionDetail.request.safeParse({ category: 'deposit,withdrawal' }).success).toBe(true);
    expect(endpoints.transactionDetail.request.safeParse({ category: 'deposit,casino' }).success).toBe(false);
  });
  it('profit and loss: inclusive dates, at most 90 days', () => {
    expect(endpoints.profitLoss.request.safeParse({ startDate: '2025-01-01', endDate: '2025-03-31' }).success).toBe(true);
    expect(endpoints.profitLoss.request.safeParse({ startDate: '2025-01-01', endDate: '2025-04-01' }).success).toBe(false);
    expect(endpoints.profitLoss.request.safeParse({ startDate: '2025-02-01', endDate: '2025-01-01' }).success).toBe(false);
  });
  it('platform days are UTC−3', () => {
    expect(platformDayStart('2025-01-15')).toBe(Date.UTC(2025, 0, 15, 3));
    expect(platformDate(Date.UTC(2025, 0, 15, 2, 59))).toBe('2025-01-14');
    expect(platformDate(Date.UTC(2025, 0, 15, 3, 0))).toBe('2025-01-15');
  });
});

describe('payoutAccountBind', () => {
  const base = { holderName: 'Ana Souza', paymentPassword: '123456' };
  it('checks the fields of the chosen type', () => {
    expect(endpoints.payoutAccountBind.request.safeParse({ ...base, type: 'PIX', pixKeyType: 'CPF', pixKey: '12345678901' }).success).toBe(true);
    expect(endpoints.payoutAccountBind.request.safeParse({ ...base, type: 'BANK', bankCode: '341', branch: '0001', accountNumber: '123456-7' }).success).toBe(
      true,
    );
    const badKey = endpoints.payoutAccountBind.request.safeParse({ ...base, type: 'PIX', pixKeyType: 'EMAIL', pixKey: 'nope' });
    expect(badKey.error?.issues[0]?.path).toEqual(['pixKey']);
    const badBank = endpoints.payoutAccountBind.request.safeParse({ ...base, type: 'BANK', bankCode: '999', branch: '1', accountNumber: '1234' });
    expect(badBank.error?.issues[0]?.path).toEqual(['bankCode']);
  });
});
