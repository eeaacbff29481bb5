import { describe, expect, it } from 'vitest';
import type { ContractTier } from '../agent-common';
import { contractOfferFloor, contractOfferRefusal, contractTierCents, type ContractOfferPay, type ContractTierCents } from '../contract-offers';

const tier = (minTurnover: number, minActiveMembers: number, rate: number | null, fixedAmount: number | null = null): ContractTier => ({
  minTurnover,
  minActiveMembers,
  rate,
  fixedAmount,
});
const cents = (tiers: ContractTier[]) => tiers.map(contractTierCents);
/** The sandbox's top agent's contracts (apps/sandbox-gateway seed). */
const DAILY = cents([tier(500, 5, 0.005), tier(5_000, 20, 0.008), tier(20_000, 40, null, 300)]);
const REALTIME = cents([tier(0, 0, 0.001), tier(5_000, 15, 0.0015)]);
const DIVIDEND = cents([tier(1_000, 5, 0.1), tier(50_000, 30, 0.2)]);
const rate = (r: number): ContractOfferPay => ({ rate: r, fixedAmount: null });
const fixed = (amount: number): ContractOfferPay => ({ rate: null, fixedAmount: Math.round(amount * 100) });
const offer = (minTurnover: number, minActiveMembers: number, pay: ContractOfferPay): ContractTierCents[] => [{ minTurnover, minActiveMembers, ...pay }];

describe('contractOfferRefusal', () => {
  it('refuses, in this order: a fixed amount below the floors, no contract, a rate above the best, thresholds lower than the own tiers ask', () => {
    expect(contractOfferRefusal(DAILY, offer(0, 0, fixed(300)))).toBe('contract_fixed_amount_thresholds');
    expect(contractOfferRefusal(null, offer(0, 0, fixed(300)))).toBe('contract_fixed_amount_thresholds');
    expect(contractOfferRefusal(null, offer(50_000, 5, rate(0.001)))).toBe('no_contract');
    expect(contractOfferRefusal(REALTIME, offer(500_000, 15, rate(0.002)))).toBe('contract_rate_too_high');
    expect(contractOfferRefusal(REALTIME, offer(0, 0, rate(0.0015)))).toBe('contract_thresholds_too_low');
    expect(contractOfferRefusal(REALTIME, offer(500_000, 15, rate(0.0015)))).toBeNull();
    expect(contractOfferRefusal(REALTIME, offer(0, 0, rate(0.001)))).toBeNull();
  });

  it('a fixed amount: at least 10,000.00 and 5 members, at most 1.5 % of its turnover threshold, never more than the own tier pays there', () => {
    expect(contractOfferRefusal(DAILY, offer(1_000_000, 4, fixed(100)))).toBe('contract_fixed_amount_thresholds');
    expect(contractOfferRefusal(DAILY, offer(999_999, 5, fixed(100)))).toBe('contract_fixed_amount_thresholds');
    expect(contractOfferRefusal(DAILY, offer(1_000_000, 5, fixed(150.01)))).toBe('contract_fixed_amount_thresholds');
    // 0.5 % of 10,000.00 is 50.00: a fixed 150.00 there pays more than the agent's own tier.
    expect(contractOfferRefusal(DAILY, offer(1_000_000, 5, fixed(150)))).toBe('contract_thresholds_too_low');
    expect(contractOfferRefusal(DAILY, offer(2_000_000, 40, fixed(300)))).toBeNull();
  });
});

describe('contractOfferFloor', () => {
  it('is the proposer’s own thresholds for the rate', () => {
    expect(contractOfferFloor(REALTIME, rate(0.001))).toEqual({ minTurnover: 0, minActiveMembers: 0 });
    expect(contractOfferFloor(REALTIME, rate(0.0012))).toEqual({ minTurnover: 500_000, minActiveMembers: 15 });
    expect(contractOfferFloor(DAILY, rate(0.005))).toEqual({ minTurnover: 50_000, minActiveMembers: 5 });
    expect(contractOfferFloor(DAILY, rate(0.008))).toEqual({ minTurnover: 500_000, minActiveMembers: 20 });
    expect(contractOfferFloor(DIVIDEND, rate(0.05))).toEqual({ minTurnover: 100_000, minActiveMembers: 5 });
    expect(contractOfferFloor(DIVIDEND, rate(0.2))).toEqual({ minTurnover: 5_000_000, minActiveMembers: 30 });
  });

  it('is the fixed-amount floors, or higher where the proposer’s own contract pays the amount only later', () => {
    // 0.8 % reaches 100.00 at 12,500.00 with 20 members: above the 10,000.00 floor.
    expect(contractOfferFloor(DAILY, fixed(100))).toEqual({ minTurnover: 1_250_000, minActiveMembers: 20 });
    expect(contractOfferFloor(DAILY, fixed(300))).toEqual({ minTurnover: 2_000_000, minActiveMembers: 40 });
    // 0.8 % of 10,000.00 is 80.00: the floors themselves.
    expect(contractOfferFloor(cents([tier(0, 0, 0.008), tier(20_000, 5, null, 300)]), fixed(50))).toEqual({ minTurnover: 1_000_000, minActiveMembers: 5 });
  });

  it('is null when no thresholds make the offer acceptable', () => {
    expect(contractOfferFloor(REALTIME, rate(0.002))).toBeNull();
    expect(contractOfferFloor(REALTIME, fixed(10))).toBeNull();
    expect(contractOfferFloor(DAILY, fixed(301))).toBeNull();
  });

  it('is the lowest: one cent or one member less is refused', () => {
    const cases: [ContractTierCents[], ContractOfferPay][] = [
      [REALTIME, rate(0.0015)],
      [DAILY, rate(0.006)],
      [DAILY, fixed(100)],
      [DAILY, fixed(300)],
      [DIVIDEND, rate(0.15)],
    ];
    for (const [own, pay] of cases) {
      const floor = contractOfferFloor(own, pay)!;
      expect(contractOfferRefusal(own, offer(floor.minTurnover, floor.minActiveMembers, pay))).toBeNull();
      expect(contractOfferRefusal(own, offer(floor.minTurnover - 1, floor.minActiveMembers, pay)), JSON.stringify(pay)).not.toBeNull();
      expect(contractOfferRefusal(own, offer(floor.minTurnover, floor.minActiveMembers - 1, pay)), JSON.stringify(pay)).not.toBeNull();
    }
  });
});
