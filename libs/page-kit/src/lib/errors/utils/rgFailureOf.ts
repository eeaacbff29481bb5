import { type RgExclusionFailure, type RgLimitFailure, rgExclusionFailureSchema, rgLimitFailureSchema } from '@portal/api-contract';
import { isPlatformError } from '@portal/data-access';

/** The value of a refused deposit or bet over a responsible-gaming limit, or null. */
export function rgLimitFailureOf(error: unknown): RgLimitFailure | null {
  if (!isPlatformError(error)) return null;
  const parsed = rgLimitFailureSchema.safeParse(error.value);
  return parsed.success ? parsed.data : null;
}

/** The value of a login refused by a time-out, self-exclusion or session break, or null. */
export function rgExclusionFailureOf(error: unknown): RgExclusionFailure | null {
  if (!isPlatformError(error)) return null;
  const parsed = rgExclusionFailureSchema.safeParse(error.value);
  return parsed.success ? parsed.data : null;
}
