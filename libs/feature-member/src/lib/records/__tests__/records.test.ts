import { DAY_MS } from '@portal/api-contract';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { betsCsv } from '../../personalHistoryCopy/utils/betsCsv';
import { presetRange, rangeToTimes } from '../utils/datePresets';
import { readRecordDateRange } from '../utils/readRecordDateRange';

// 2026-11-23 02:00 UTC is still 2026-11-22 on the platform day (UTC−3).
const NOW = Date.UTC(2026, 10, 23, 2, 0);

describe('record date filters', () => {
  it('presets are platform days', () => {
    expect(presetRange('today', NOW)).toEqual({ start: '2026-11-22', end: '2026-11-22' });
    expect(presetRange('yesterday', NOW)).toEqual({ start: '2026-11-21', end: '2026-11-21' });
    expect(presetRange('last7', NOW)).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(presetRange('last30', NOW)).toEqual({ start: '2026-10-24', end: '2026-11-22' });
  });

  it('a range runs from 00:00 of its first platform day to the last millisecond of its last', () => {
    const { startTime, endTime } = rangeToTimes({ start: '2026-11-20', end: '2026-11-21' });
    expect(startTime).toBe(Date.UTC(2026, 10, 20, 3));
    expect(endTime - startTime).toBe(2 * DAY_MS - 1);
  });

  it('reads the address: a custom range needs both dates, anything else falls back to the last 7 days', () => {
    expect(readRecordDateRange({ preset: 'custom', from: '2026-09-01', to: '2026-09-30' })).toEqual({
      preset: 'custom',
      range: { start: '2026-09-01', end: '2026-09-30' },
    });
    expect(readRecordDateRange({ preset: 'custom', from: 'x', to: '' }).preset).toBe('last7');
    expect(readRecordDateRange({ preset: 'nonsense', from: '', to: '' }).preset).toBe('last7');
    expect(readRecordDateRange({ preset: 'yesterday', from: '', to: '' }).preset).toBe('yesterday');
  });
});

describe('betsCsv', () => {
  it('has the table columns, ISO times, plain 2-decimal amounts and quotes fields with commas', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    const csv = betsCsv(
      [
        {
          id: 1,
          betNo: 'B1',
          gameName: 'Tiger, Gold',
          gameCode: 'g1',
          vendor: 'PG',
          gameType: 'RNG',
          stake: 10,
          validTurnover: 10,
          payout: 12.5,
          winLoss: 2.5,
          status: 'settled',
          outcome: 'won',
          issue: null,
          selection: null,
          result: null,
          createTime: Date.UTC(2026, 10, 20, 12),
          settleTime: Date.UTC(2026, 10, 20, 12),
        },
      ],
      i18n,
    );
    const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
    expect(lines[0]).toBe('Time,Game,Vendor,Bet id,Stake,Valid turnover,Payout,Win/loss,Status');
    expect(lines[1]).toBe('2026-11-20T12:00:00.000Z,"Tiger, Gold",PG,B1,10.00,10.00,12.50,2.50,Won');
  });
});
