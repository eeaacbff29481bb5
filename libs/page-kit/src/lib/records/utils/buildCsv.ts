import Papa from 'papaparse';
import { escapeCsvCell } from './escapeCsvCell';

/** A column of a CSV file: its header and how a row becomes its cell. */
export interface CsvColumn<TRow> {
  header: string;
  value: (row: TRow) => string | number | null | undefined;
}

/** Byte order mark: Excel reads the file as UTF-8 (Thai, Chinese, Vietnamese) only with it. */
export const CSV_BOM = '\uFEFF';

/** The CSV text of rows: BOM, a header line, one line per row, formula-like cells escaped, CRLF line ends. */
export function buildCsv<TRow>(columns: readonly CsvColumn<TRow>[], rows: readonly TRow[]): string {
  const data = rows.map((row) => columns.map((column) => escapeCsvCell(column.value(row))));
  return CSV_BOM + Papa.unparse({ fields: columns.map((column) => escapeCsvCell(column.header)), data }, { newline: '\r\n' });
}
