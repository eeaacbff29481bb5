const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Defuses a cell a spreadsheet would run as a formula (starting with = + - @, tab or CR) by
 * prefixing a `'`. Numbers stay numbers: a negative amount such as -12.50 is not a formula.
 */
export function escapeCsvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (typeof value === 'number' || PLAIN_NUMBER.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}
