/**
 * The money `points` convert to at `pointsPerUnit` points per 1.00, rounded down to the cent: the
 * same rule as the platform's, so the amount shown before confirming is the amount credited.
 */
export function pointsToMoney(points: number, pointsPerUnit: number): number {
  if (!Number.isFinite(points) || points <= 0 || pointsPerUnit <= 0) return 0;
  return Math.floor((points * 100) / pointsPerUnit) / 100;
}
