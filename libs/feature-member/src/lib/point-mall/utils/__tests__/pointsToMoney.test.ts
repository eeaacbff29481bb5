import { describe, expect, it } from 'vitest';
import { pointsToMoney } from '../pointsToMoney';

describe('pointsToMoney', () => {
  it('converts at the rate and rounds down to the cent, like the platform', () => {
    expect(pointsToMoney(1_234, 100)).toBe(12.34);
    expect(pointsToMoney(1_000, 150)).toBe(6.66);
    expect(pointsToMoney(1, 150)).toBe(0);
  });

  it('is zero for nothing, negative or a broken rate', () => {
    expect(pointsToMoney(0, 100)).toBe(0);
    expect(pointsToMoney(-5, 100)).toBe(0);
    expect(pointsToMoney(Number.NaN, 100)).toBe(0);
    expect(pointsToMoney(100, 0)).toBe(0);
  });
});
