import { describe, expect, it } from 'vitest';
import { dateRangeDays } from '../dateRangeDays';
import { resolveCalendarLocale } from '../resolveCalendarLocale';

describe('resolveCalendarLocale', () => {
  it('gives Thai the Buddhist calendar and leaves the other portal locales Gregorian', () => {
    expect(resolveCalendarLocale('th-TH')).toBe('th-TH-u-ca-buddhist');
    expect(resolveCalendarLocale('th')).toBe('th-u-ca-buddhist');
    for (const locale of ['pt-BR', 'en-US', 'zh-CN', 'id-ID', 'vi-VN']) expect(resolveCalendarLocale(locale)).toBe(locale);
  });

  it('keeps a calendar the caller chose', () => {
    expect(resolveCalendarLocale('th-TH-u-ca-gregory')).toBe('th-TH-u-ca-gregory');
  });
});

describe('dateRangeDays', () => {
  it('counts both ends, across months and leap days', () => {
    expect(dateRangeDays({ start: '2026-01-01', end: '2026-01-07' })).toBe(7);
    expect(dateRangeDays({ start: '2028-02-28', end: '2028-03-01' })).toBe(3);
    expect(dateRangeDays({ start: '2026-11-23', end: '2026-11-23' })).toBe(1);
  });
});
