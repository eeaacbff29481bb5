/** An amount as a CSV cell: a plain number with the brand's decimals (`-12.50`, `1000000` for VND), no symbol, no grouping. */
export function csvAmount(value: number | null, decimals: number): string {
  return value === null ? '' : value.toFixed(decimals);
}
