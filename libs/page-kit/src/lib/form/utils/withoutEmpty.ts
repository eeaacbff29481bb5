/** Drops empty and whitespace-only values, so optional fields are left out of a payload. */
export function withoutEmpty<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => !(value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))),
  ) as Partial<T>;
}
