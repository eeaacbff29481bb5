import { RECORDS_ALL } from '../constants/RECORDS_ALL';

/** A select filter's value as a query takes it: one of `values`, or undefined for "All" (or anything unknown). */
export function selectedValue<T extends string>(value: string | null | undefined, values: readonly T[]): T | undefined {
  return value === RECORDS_ALL ? undefined : values.find((known) => known === value);
}
