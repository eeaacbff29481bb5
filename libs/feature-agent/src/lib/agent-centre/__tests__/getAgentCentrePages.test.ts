import { describe, expect, it } from 'vitest';
import { canOpenAgentCentre, getAgentCentrePages } from '../utils/getAgentCentrePages';

const none = { dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 };

describe('agent centre pages (docs/product/centres.md)', () => {
  it('shows the eight base pages and no bonus or salary without contract features', () => {
    expect(getAgentCentrePages(none)).toEqual([
      'announcement',
      'teamOverview',
      'registerAccount',
      'teamManagement',
      'teamBetting',
      'userProfitLoss',
      'myIncome',
      'transactionDetails',
    ]);
    expect(getAgentCentrePages(undefined)).toHaveLength(8);
  });

  it('adds each bonus and salary page only when its flag is on', () => {
    expect(getAgentCentrePages({ ...none, divtypereq: 1 })).toContain('bonus');
    expect(getAgentCentrePages({ ...none, dailysalreqtype: 2 })).toContain('dailySalary');
    expect(getAgentCentrePages({ ...none, contracthoursalreq: 1 })).toEqual(expect.arrayContaining(['hourlySalary']));
    expect(getAgentCentrePages({ ...none, realtimesalreqtype: 1 }).at(-1)).toBe('realTimeSalary');
    expect(getAgentCentrePages({ dailysalreqtype: 1, divtypereq: 1, contracthoursalreq: 1, realtimesalreqtype: 1 })).toHaveLength(12);
  });

  it('opens for member types 1, 2, 41 and 42 only', () => {
    expect([1, 2, 41, 42].every(canOpenAgentCentre)).toBe(true);
    expect([0, 4, 3, undefined].some(canOpenAgentCentre)).toBe(false);
  });
});
