/** How a column's cells read: `number` and `money` are right-aligned with tabular numerals. */
export type TableColumnKind = 'text' | 'number' | 'money';
