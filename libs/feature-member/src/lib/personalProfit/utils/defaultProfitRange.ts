import { DAY_MS, platformDate } from '@portal/api-contract';

/** The last `days` platform days, today included (the P&L page opens on the last 7). */
export function lastPlatformDays(days: number, now = Date.now()): { start: string; end: string } {
  return { start: platformDate(now - (days - 1) * DAY_MS), end: platformDate(now) };
}
