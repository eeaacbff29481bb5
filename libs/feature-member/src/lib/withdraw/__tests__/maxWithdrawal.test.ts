import { describe, expect, it } from 'vitest';
import { maxWithdrawal } from '../utils/maxWithdrawal';

describe('maxWithdrawal', () => {
  it('is the lowest of the maximum, the withdrawable balance and what is left of today', () => {
    expect(maxWithdrawal({ max: 5000, withdrawable: 300, dailyAmountLimit: 10000, dailyAmountUsed: 0 })).toBe(300);
    expect(maxWithdrawal({ max: 5000, withdrawable: 9000, dailyAmountLimit: 10000, dailyAmountUsed: 8000.5 })).toBe(1999.5);
    expect(maxWithdrawal({ max: 200, withdrawable: 9000, dailyAmountLimit: 10000, dailyAmountUsed: 0 })).toBe(200);
    expect(maxWithdrawal({ max: 200, withdrawable: -5, dailyAmountLimit: 10000, dailyAmountUsed: 0 })).toBe(0);
  });
});
