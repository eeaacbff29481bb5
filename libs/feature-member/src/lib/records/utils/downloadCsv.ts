import Papa from 'papaparse';

/** Builds a CSV (header row first, RFC 4180 quoting, BOM so spreadsheet apps read UTF-8) and downloads it. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${Papa.unparse({ fields: [...header], data: rows.map((row) => [...row]) })}`;
}

export function downloadCsv(filename: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
