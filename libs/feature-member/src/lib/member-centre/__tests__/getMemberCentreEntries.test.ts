import { describe, expect, it } from 'vitest';
import { canOpenMemberCentre, getMemberCentreEntries } from '../utils/getMemberCentreEntries';

describe('member centre entries (docs/product/centres.md)', () => {
  it('lists the 14 pages in menu order for a member with an upline', () => {
    const pages = getMemberCentreEntries({ missionCount: 0, toUpline: true }).map((entry) => entry.page);
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
    expect(getMemberCentreEntries({ missionCount: 3, toUpline: false }).find((e) => e.page === 'missionLeaderboard')?.badge).toBe(3);
    expect(getMemberCentreEntries({ missionCount: 0, toUpline: false }).find((e) => e.page === 'missionLeaderboard')?.badge).toBeUndefined();
  });

  it('hides transfer to upline without an upline', () => {
    expect(getMemberCentreEntries({ missionCount: 0, toUpline: false }).map((e) => e.page)).not.toContain('transferUpline');
  });

  it('opens only with a token and a non-trial account', () => {
    expect(canOpenMemberCentre('t', 0)).toBe(true);
    expect(canOpenMemberCentre('t', 4)).toBe(false);
    expect(canOpenMemberCentre(null, 0)).toBe(false);
    expect(canOpenMemberCentre('t', undefined)).toBe(false);
  });
});
