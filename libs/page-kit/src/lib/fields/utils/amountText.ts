/**
 * An amount as the text an amount field holds, with the brand's decimals (`1000000` for VND,
 * `12.50` for BRL), never more than the amount: "All" of 100.559 is 100.55, so it stays within the max.
 */
export function amountText(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  return (Math.floor(Math.round(value * factor * 1000) / 1000) / factor).toFixed(decimals);
}
