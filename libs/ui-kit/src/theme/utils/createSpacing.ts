import type { Spacing } from '../types/PortalTheme';

/** `spacing(2)` → `'8px'`; several arguments give a shorthand (`spacing(1, 2)` → `'4px 8px'`). */
export function createSpacing(unit: number): Spacing {
  return (...multipliers: number[]) => (multipliers.length === 0 ? [1] : multipliers).map((multiplier) => `${multiplier * unit}px`).join(' ');
}
