import { ERROR_KEY, type ErrorKey } from '@portal/api-contract';
import { isPlatformError } from '@portal/data-access/client';

const KNOWN_KEYS: ReadonlySet<string> = new Set(Object.values(ERROR_KEY));

function isErrorKey(key: string): key is ErrorKey {
  return KNOWN_KEYS.has(key);
}

/**
 * The contract key of a failure, or null: `invalid_request: <field>` counts as `invalid_request`
 * (see `invalidFieldOf` for the field). Compare against `ERROR_KEY.*`, never a string literal.
 */
export function errorKeyOf(error: unknown): ErrorKey | null {
  if (!isPlatformError(error) || !error.messageKey) return null;
  const key = error.messageKey.startsWith(`${ERROR_KEY.invalidRequest}:`) ? ERROR_KEY.invalidRequest : error.messageKey;
  return isErrorKey(key) ? key : null;
}

/** The field the server refused in an `invalid_request: <field>` failure, or null. */
export function invalidFieldOf(error: unknown): string | null {
  if (!isPlatformError(error) || !error.messageKey) return null;
  const match = /^invalid_request: ?(\w+)/.exec(error.messageKey);
  return match?.[1] ?? null;
}
