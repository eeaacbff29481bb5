import { DEFAULT_CURRENCY_SYMBOL } from '../constants/DEFAULT_CURRENCY_SYMBOL';

export interface FormatMoneyOptions {
  /** Currency symbol (default `$`). Pass `''` for none. */
  symbol?: string;
  /** Fraction digits (default 2). */
  decimals?: number;
  thousandsSeparator?: string;
  decimalSeparator?: string;
  /** Where the symbol goes (default `before`). */
  symbolPosition?: 'before' | 'after';
  /** Space between symbol and amount (default none: `$1,234.50`). */
  symbolSpacing?: boolean;
  /** `round` half away from zero (default) or `floor` toward zero, e.g. never show more balance than there is. */
  rounding?: 'round' | 'truncate';
  /** Shown for values that are not numbers (default `-`). */
  invalid?: string;
}

/** Shifts the decimal point through the string form, so 1.005 rounds to 1.01 (not 1.00). */
function shift(value: number, digits: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + digits}`);
}

/**
 * `formatMoney(1234.5)` → `$1,234.50`; `formatMoney(-1234567.891, { symbol: 'R$', thousandsSeparator: '.', decimalSeparator: ',' })`
 * → `-R$1.234.567,89`. Accepts numeric strings as the platform sends them.
 */
export function formatMoney(value: number | string | null | undefined, options: FormatMoneyOptions = {}): string {
  const {
    symbol = DEFAULT_CURRENCY_SYMBOL,
    decimals = 2,
    thousandsSeparator = ',',
    decimalSeparator = '.',
    symbolPosition = 'before',
    symbolSpacing = false,
    rounding = 'round',
    invalid = '-',
  } = options;

  const numeric = typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value.replace(/,/g, ''))) : value;
  if (numeric === null || numeric === undefined || !Number.isFinite(numeric)) return invalid;

  const digits = Math.max(0, Math.floor(decimals));
  const absolute = Math.abs(numeric);
  const scaled = shift(absolute, digits);
  const integerScaled = rounding === 'truncate' ? Math.floor(scaled) : Math.round(scaled);
  const fixed = shift(integerScaled, -digits).toFixed(digits);

  const [integerPart, fractionPart] = fixed.split('.');
  const grouped = integerPart.replace(/\B(?=(\d{3})+(?!\d))/g, thousandsSeparator);
  const amount = fractionPart ? `${grouped}${decimalSeparator}${fractionPart}` : grouped;
  const isNegative = numeric < 0 && integerScaled !== 0;
  const space = symbolSpacing && symbol ? ' ' : '';
  const withSymbol = symbolPosition === 'before' ? `${symbol}${space}${amount}` : `${amount}${space}${symbol}`;
  return isNegative ? `-${withSymbol}` : withSymbol;
}
