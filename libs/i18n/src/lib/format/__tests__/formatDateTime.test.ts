import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../formatDateTime';

describe('formatDateTime', () => {
  it('formats as yyyy-MM-dd hh:mm:ss with zero padding', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 7, 3, 9))).toBe('2026-01-05 07:03:09');
    expect(formatDateTime(new Date(2026, 10, 21, 23, 59, 59))).toBe('2026-11-21 23:59:59');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDateTime('not a date')).toBe('');
  });
});
