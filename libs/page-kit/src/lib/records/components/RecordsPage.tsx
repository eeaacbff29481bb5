import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryReveal } from '@portal/data-access';
import { Button, EmptyState, Pagination, PAGINATION_MARGIN_PAGES, PAGINATION_PAGE_RANGE, Table, type TableColumn } from '@portal/ui-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useErrorMessage } from '../../errors/hooks/useErrorMessage';
import { FormAlert } from '../../form/components/FormAlert';
import { StatePanel } from '../../query/components/StatePanel';
import type { DatePreset } from '../constants/DATE_PRESETS';
import { RECORDS_DEFAULT_PRESET } from '../constants/RECORDS_DEFAULT_PRESET';
import { RECORDS_MAX_DAYS } from '../constants/RECORDS_MAX_DAYS';
import { useRecordsUrlState, type RecordsFilters, type RecordsSelectFilter, type RecordsTextFilter } from '../hooks/useRecordsUrlState';
import { fetchAllPages, type RecordsPageResult } from '../utils/fetchAllPages';
import { RecordsFilterBar } from './RecordsFilterBar';

const StyledRecordsPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledSummary = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A column of a records table: a Table column with a text header, its CSV value and its totals cell. */
export interface RecordsColumn<TRow, TTotals = undefined> extends Omit<TableColumn<TRow>, 'header' | 'footer'> {
  header: string;
  /** The cell in the CSV file (a number stays a number); without it the column is left out of the CSV. */
  csv?: (row: TRow) => string | number | null | undefined;
  /** The column's cell in the totals row, from the query's `totals`. */
  total?: (totals: TTotals) => ReactNode;
}

/** How many rows a query is asked for: the page's size on screen, a bigger one for the CSV export. */
export interface RecordsQueryOptions {
  pageSize: number;
}

/** The records query: the filters and the 1-based page → one page of rows (and the filter's totals). */
export type RecordsQuery<TRow, TKey extends string, TTotals> = (
  filters: RecordsFilters<TKey>,
  page: number,
  options: RecordsQueryOptions,
) => Promise<RecordsPageResult<TRow, TTotals>>;

const NO_SELECTS: readonly never[] = [];

/** Rows per page on screen (default). */
export const RECORDS_PAGE_SIZE = 20;
/** Rows per request while exporting every page of a filter (default). */
export const RECORDS_EXPORT_PAGE_SIZE = 200;

export interface RecordsPageProps<TRow, TKey extends string = never, TTotals = undefined> {
  /** Prefix of this page's URL parameters (`dep` → `?dep.preset=…&dep.page=2`): unique per records page. */
  id: string;
  /** Accessible name of the table (and of the section). */
  label: string;
  columns: RecordsColumn<TRow, TTotals>[];
  getRowId: (row: TRow) => string;
  query: RecordsQuery<TRow, TKey, TTotals>;
  /** Select filters (type, status…), typed by their ids. */
  selects?: readonly RecordsSelectFilter<TKey>[];
  /** Text filters (a member's username…), typed by their ids; their values come in `filters.select` too. */
  texts?: readonly RecordsTextFilter<TKey>[];
  defaultPreset?: DatePreset;
  /** Time zone of the days the presets name (default the player's; a platform that counts in its own days passes its zone). */
  timeZone?: string;
  /** Longest range in days (default RECORDS_MAX_DAYS). */
  maxDays?: number;
  /** Rows per page on screen (default RECORDS_PAGE_SIZE). */
  pageSize?: number;
  /** Rows per request of the CSV export (default RECORDS_EXPORT_PAGE_SIZE). */
  exportPageSize?: number;
  /** The CSV file's name without the dates and extension (e.g. `deposits`); no export button without it. */
  csvName?: string;
  /** Shown when the filter has no rows. */
  emptyTitle: string;
  emptyDescription?: ReactNode;
  /** Title of the error panel when the query fails (default "The records could not be loaded"). */
  errorTitle?: string;
  /** Shown above the table once the query answered: the filter's totals as cards, a chart of the rows… */
  summary?: (result: RecordsPageResult<TRow, TTotals>) => ReactNode;
  /**
   * The summary's place while the first answer is awaited, at the summary's own size (its cards
   * with skeleton values…), so the table does not move down when it arrives
   * (docs/product/performance.md "No layout shift").
   */
  summaryLoading?: ReactNode;
  onRowClick?: (row: TRow) => void;
}

/**
 * The records-page scaffold (docs/product/forms-and-records.md): a page declares its columns,
 * filters and query and gets the filter bar (presets + range + selects), the table with its totals
 * row, the pagination, the CSV export of every row of the filter, and the filters kept in the URL.
 */
export function RecordsPage<TRow, TKey extends string = never, TTotals = undefined>({
  id,
  label,
  columns,
  getRowId,
  query,
  selects = NO_SELECTS,
  texts,
  defaultPreset = RECORDS_DEFAULT_PRESET,
  timeZone,
  maxDays = RECORDS_MAX_DAYS,
  pageSize = RECORDS_PAGE_SIZE,
  exportPageSize = RECORDS_EXPORT_PAGE_SIZE,
  csvName,
  emptyTitle,
  emptyDescription,
  errorTitle,
  summary,
  summaryLoading,
  onRowClick,
}: RecordsPageProps<TRow, TKey, TTotals>) {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const { filters, page, setPreset, setRange, setSelect, setPage } = useRecordsUrlState(id, selects, defaultPreset, timeZone, texts);
  useQueryReveal();
  const result = useQuery({
    queryKey: ['records', id, filters.range, filters.select, page, pageSize],
    queryFn: () => query(filters, page, { pageSize }),
    placeholderData: keepPreviousData,
  });
  const [exporting, setExporting] = useState(false);
  const [exportFailure, setExportFailure] = useState<string | null>(null);

  const totals = result.data?.totals;
  const tableColumns: TableColumn<TRow>[] = columns.map((column) => ({
    id: column.id,
    header: column.header,
    cell: column.cell,
    kind: column.kind,
    sortable: column.sortable,
    width: column.width,
    card: column.card,
    footer: column.total && totals !== undefined ? column.total(totals) : undefined,
  }));

  const handleExport = async () => {
    if (!csvName || exporting) return;
    setExporting(true);
    setExportFailure(null);
    try {
      // The CSV writer (papaparse) loads with the first export, not with the page.
      const [rows, { buildCsv }, { downloadCsv }] = await Promise.all([
        fetchAllPages((n) => query(filters, n, { pageSize: exportPageSize })),
        import('../utils/buildCsv'),
        import('../utils/downloadCsv'),
      ]);
      const csvColumns = columns.flatMap((column) => (column.csv ? [{ header: column.header, value: column.csv }] : []));
      downloadCsv(`${csvName}-${filters.range.start}-${filters.range.end}.csv`, buildCsv(csvColumns, rows));
    } catch (error) {
      setExportFailure(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  const data = result.data;
  const count = data?.total ?? 0;
  return (
    <StyledRecordsPage aria-label={label}>
      <RecordsFilterBar
        filters={filters}
        selects={selects}
        texts={texts}
        maxDays={maxDays}
        onPreset={setPreset}
        onRange={setRange}
        onSelect={setSelect}
        defaultPreset={defaultPreset}
        actions={
          csvName ? (
            <Button variant="secondary" onClick={() => void handleExport()} loading={exporting} disabled={!data || count === 0}>
              {t`Export CSV`}
            </Button>
          ) : null
        }
      />
      <FormAlert message={exportFailure} />
      {result.error && !data ? (
        <StatePanel
          kind="error"
          title={errorTitle ?? t`The records could not be loaded`}
          description={errorMessage(result.error)}
          onRetry={() => void result.refetch()}
        />
      ) : (
        <>
          {summary ? (data ? summary(data) : summaryLoading) : null}
          {/* The count's line is there before the answer (a no-break space holds its height): the table below does not move. */}
          <StyledSummary role="status">{data ? t`${plural(count, { one: '# record', other: '# records' })}` : '\u00a0'}</StyledSummary>
          <Table<TRow>
            label={label}
            columns={tableColumns}
            rows={data?.list ?? []}
            getRowId={getRowId}
            loading={!data}
            footer={totals !== undefined && (data?.list.length ?? 0) > 0}
            empty={<EmptyState title={emptyTitle} description={emptyDescription} />}
            onRowClick={onRowClick}
          />
          <Pagination
            page={page}
            totalPages={data?.totalPages ?? 1}
            onChange={setPage}
            pageRange={PAGINATION_PAGE_RANGE}
            marginPages={PAGINATION_MARGIN_PAGES}
            labels={{ navigation: t`Pages of records`, previous: t`Previous page`, next: t`Next page`, page: (n) => t`Page ${n}` }}
          />
        </>
      )}
    </StyledRecordsPage>
  );
}
