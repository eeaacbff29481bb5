/** A typed amount ("150", "99.5", "1,000.00" with the brand's separators) as a number, or null when it is not a positive amount with at most `decimals` fraction digits. */
export function parseLimitAmount(text: string, thousandsSeparator: string, decimalSeparator: string, decimals: number): number | null {
  const plain = text.trim().split(thousandsSeparator).join('').replace(decimalSeparator, '.');
  if (!/^\d+(\.\d+)?$/.test(plain)) return null;
  const [, fraction = ''] = plain.split('.');
  if (fraction.length > decimals) return null;
  const value = Number(plain);
  return value > 0 && value <= 100_000_000 ? value : null;
}
