import { PLATFORM_UTC_OFFSET_MINUTES } from '@portal/api-contract';
import { describe, expect, it } from 'vitest';
import { periodRange } from '../utils/periodRange';

const HOUR = 3_600_000;
/** 00:00 of a platform day (UTC−3) in ms. */
const platformMidnight = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) - PLATFORM_UTC_OFFSET_MINUTES * 60_000;

describe('periodRange (platform days)', () => {
  // Thursday 2026-11-26 01:00 UTC is still Wednesday 2026-11-25 on the platform (UTC−3).
  const now = new Date(Date.UTC(2026, 10, 26, 1));

  it('today, yesterday, this week (Monday first) and this month end with the platform day, not the UTC one', () => {
    expect(periodRange('today', now)).toEqual({ from: platformMidnight(2026, 11, 25), to: platformMidnight(2026, 11, 26) });
    expect(periodRange('yesterday', now)).toEqual({ from: platformMidnight(2026, 11, 24), to: platformMidnight(2026, 11, 25) });
    expect(periodRange('thisWeek', now)).toEqual({ from: platformMidnight(2026, 11, 23), to: platformMidnight(2026, 11, 26) });
    expect(periodRange('thisMonth', now)).toEqual({ from: platformMidnight(2026, 11, 1), to: platformMidnight(2026, 11, 26) });
    expect(platformMidnight(2026, 11, 25) - Date.UTC(2026, 10, 25)).toBe(3 * HOUR);
  });

  it('a custom range covers both days whole', () => {
    expect(periodRange('custom', now, { start: '2026-10-01', end: '2026-10-31' })).toEqual({
      from: platformMidnight(2026, 10, 1),
      to: platformMidnight(2026, 11, 1),
    });
  });
});
