import { useErrorMessage } from '@portal/page-kit';
import { useState } from 'react';
import { downloadCsv } from '../utils/downloadCsv';

/** A page of a record list as the platform answers it. */
interface RecordPage<T> {
  list: T[];
  totalPages: number;
}

/**
 * CSV export of every row of a record page's filter: fetches page after page, then downloads
 * `toCsv(rows)` as `fileName`; a failure becomes a translated message (docs/product/member-centre.md).
 */
export function useExportAllPages<T>(fetchPage: (pageNo: number) => Promise<RecordPage<T>>, toCsv: (rows: T[]) => string, fileName: string) {
  const errorMessage = useErrorMessage();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);

  const handleExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      const rows: T[] = [];
      for (let pageNo = 1; ; pageNo++) {
        const chunk = await fetchPage(pageNo);
        rows.push(...chunk.list);
        if (pageNo >= chunk.totalPages) break;
      }
      downloadCsv(fileName, toCsv(rows));
    } catch (error) {
      setExportError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return { exporting, exportError, handleExport };
}
