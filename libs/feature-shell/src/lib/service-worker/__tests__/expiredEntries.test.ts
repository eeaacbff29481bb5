import { describe, expect, it } from 'vitest';
import { expiredEntries } from '../utils/expiredEntries';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 11, 6);

describe('what leaves a runtime cache', () => {
  it('every entry older than the age limit, and one of unknown age', () => {
    const entries = [
      { url: 'a', storedAt: NOW - 8 * DAY },
      { url: 'b', storedAt: NOW - DAY },
      { url: 'c', storedAt: Number.NaN },
      { url: 'd', storedAt: NOW },
    ];
    expect(expiredEntries(entries, NOW, { maxEntries: 10, maxAgeMs: 7 * DAY })).toEqual(['a', 'c']);
  });

  it('then the oldest stored beyond the size limit', () => {
    const entries = ['a', 'b', 'c', 'd', 'e'].map((url, index) => ({ url, storedAt: NOW - (5 - index) * 1000 }));
    expect(expiredEntries(entries, NOW, { maxEntries: 3, maxAgeMs: DAY })).toEqual(['a', 'b']);
    expect(expiredEntries([{ url: 'old', storedAt: NOW - 2 * DAY }, ...entries], NOW, { maxEntries: 3, maxAgeMs: DAY })).toEqual(['old', 'a', 'b']);
  });

  it('nothing while the cache is within both limits', () => {
    expect(expiredEntries([{ url: 'a', storedAt: NOW }], NOW, { maxEntries: 1, maxAgeMs: DAY })).toEqual([]);
    expect(expiredEntries([], NOW, { maxEntries: 0, maxAgeMs: 0 })).toEqual([]);
  });
});
