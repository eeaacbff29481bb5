import { describe, expect, it } from 'vitest';
import { formatMoney } from '../formatMoney';

describe('formatMoney', () => {
  it('shows 2 decimals, thousands separators and the default $ symbol', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234567890.1)).toBe('$1,234,567,890.10');
    expect(formatMoney(999)).toBe('$999.00');
  });

  it('uses the brand symbol and separators', () => {
    expect(formatMoney(1234567.891, { symbol: 'R$', thousandsSeparator: '.', decimalSeparator: ',' })).toBe('R$1.234.567,89');
    expect(formatMoney(1000, { symbol: '₫', decimals: 0, symbolPosition: 'after', symbolSpacing: true })).toBe('1,000 ₫');
    expect(formatMoney(12.3, { symbol: '' })).toBe('12.30');
  });

  it('rounds half away from zero on the decimal value, not the binary one', () => {
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(2.675)).toBe('$2.68');
    expect(formatMoney(-1.005)).toBe('-$1.01');
    expect(formatMoney(0.1 + 0.2)).toBe('$0.30');
  });

  it('truncates when asked (never shows more balance than there is)', () => {
    expect(formatMoney(10.999, { rounding: 'truncate' })).toBe('$10.99');
  });

  it('puts the minus before the symbol and drops it when the amount rounds to zero', () => {
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
    expect(formatMoney(-0.001)).toBe('$0.00');
  });

  it('accepts numeric strings from the platform and shows a dash for anything else', () => {
    expect(formatMoney('1234.5')).toBe('$1,234.50');
    expect(formatMoney('1,234.5')).toBe('$1,234.50');
    expect(formatMoney('abc')).toBe('-');
    expect(formatMoney('')).toBe('-');
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(undefined, { invalid: '--' })).toBe('--');
    expect(formatMoney(Number.NaN)).toBe('-');
  });
});

describe('formatMoney in a brand format', () => {
  it('shows VND as 1.000.000 ₫: no decimals, . thousands, symbol after with a space', () => {
    const vnd = { symbol: '₫', symbolPosition: 'after', symbolSpacing: true, decimals: 0, thousandsSeparator: '.', decimalSeparator: ',' } as const;
    expect(formatMoney(1000000, vnd)).toBe('1.000.000 ₫');
    expect(formatMoney(999.5, vnd)).toBe('1.000 ₫');
    expect(formatMoney(-45000, vnd)).toBe('-45.000 ₫');
    expect(formatMoney(0, vnd)).toBe('0 ₫');
  });
});
