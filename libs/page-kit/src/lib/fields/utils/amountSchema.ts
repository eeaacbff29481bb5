import { z } from 'zod';

export interface AmountLimits {
  /** Smallest accepted amount (inclusive), in the brand's major unit. */
  min: number;
  /** Largest accepted amount (inclusive); e.g. the balance for a withdrawal. */
  max?: number;
  /** Fraction digits allowed (the brand's `currency.decimals`). */
  decimals: number;
}

export interface AmountMessages {
  required: string;
  invalid: string;
  /** Shown below `min` (the formatted minimum filled in by the caller). */
  belowMin: string;
  aboveMax: string;
}

/**
 * The amount as typed (a string, so "12." can be typed) → a number, checked against the limits.
 * Input type string, output type number: `usePortalForm` types `onSubmit` with the number.
 */
export function amountSchema({ min, max, decimals }: AmountLimits, messages: AmountMessages) {
  const pattern = decimals > 0 ? new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`) : /^\d+$/;
  return z
    .string()
    .trim()
    .min(1, messages.required)
    .regex(pattern, messages.invalid)
    .transform(Number)
    .refine((value) => value >= min, messages.belowMin)
    .refine((value) => max === undefined || value <= max, messages.aboveMax);
}
