import { describe, expect, it } from 'vitest';
import { canOpenPersonalCentre, getPersonalCentreEntries } from '../utils/getPersonalCentreEntries';

describe('personal centre entries (docs/product/centres.md)', () => {
  it('lists the 14 pages in menu order for a member with an upline', () => {
    const pages = getPersonalCentreEntries({ missionCount: 0, toUpline: true }).map((entry) => entry.page);
    expect(pages).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
      'responsibleGaming',
    ]);
  });

  it('badges mission activity with the mission count only above 0', () => {
    expect(getPersonalCentreEntries({ missionCount: 3, toUpline: false }).find((e) => e.page === 'missionLeaderboard')?.badge).toBe(3);
    expect(getPersonalCentreEntries({ missionCount: 0, toUpline: false }).find((e) => e.page === 'missionLeaderboard')?.badge).toBeUndefined();
  });

  it('hides transfer to upline without an upline', () => {
    expect(getPersonalCentreEntries({ missionCount: 0, toUpline: false }).map((e) => e.page)).not.toContain('transferUpline');
  });

  it('opens only with a token and a non-trial account', () => {
    expect(canOpenPersonalCentre('t', 0)).toBe(true);
    expect(canOpenPersonalCentre('t', 4)).toBe(false);
    expect(canOpenPersonalCentre(null, 0)).toBe(false);
    expect(canOpenPersonalCentre('t', undefined)).toBe(false);
  });
});
