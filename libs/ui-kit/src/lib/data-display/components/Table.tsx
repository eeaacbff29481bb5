import type { KeyboardEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Skeleton } from '../../feedback/components/Skeleton';
import { useViewport } from '../../responsive/hooks/useViewport';
import { TABLE_LOADING_ROWS } from '../constants/TABLE_LOADING_ROWS';
import { SortIcon } from '../internal/SortIcon';
import type { TableColumn } from '../types/TableColumn';
import type { TableColumnKind } from '../types/TableColumnKind';
import type { TableSorting } from '../types/TableSorting';
import { TableCards } from './TableCards';

/**
 * `table`: columns; `cards`: a card per row (TableCards); `auto` (default): cards on a phone,
 * where the columns of a records table cannot fit, columns from a tablet up.
 */
export type TableLayout = 'auto' | 'table' | 'cards';

export interface TableProps<T> {
  /** Accessible name of the table. */
  label: string;
  columns: TableColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  /** Shows `loadingRows` skeleton rows and marks the table `aria-busy`. */
  loading?: boolean;
  loadingRows?: number;
  /** Controlled sorting: `null` (or absent) is unsorted. */
  sorting?: TableSorting | null;
  /** A sortable header cycles ascending → descending → unsorted. */
  onSortingChange?: (sorting: TableSorting | null) => void;
  /** Rows become focusable and open with a click or Enter. */
  onRowClick?: (row: T) => void;
  /** Renders each column's `footer` in a totals row. */
  footer?: boolean;
  /** Rendered in the body when there are no rows and the table is not loading. */
  empty?: ReactNode;
  /**
   * Keep the header visible while scrolling (default true). It sticks to the page at
   * `var(--portal-table-sticky-top, 0)`, or to the table's own box when `maxHeight` is set.
   */
  stickyHeader?: boolean;
  /** Scroll the table inside a box of this height (CSS length) instead of with the page. */
  maxHeight?: string;
  /** Columns or cards (default `auto`: cards on a phone). */
  layout?: TableLayout;
  className?: string;
}

const isNumeric = (kind: TableColumnKind | undefined) => kind === 'number' || kind === 'money';

const StyledTableWrapper = styled.div<{ $maxHeight?: string }>`
  width: 100%;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  ${({ $maxHeight }) =>
    $maxHeight &&
    css`
      max-height: ${$maxHeight};
      overflow: auto;
    `}

  /* Below the desktop a table wider than its place scrolls in its own box, never the page. */
  ${({ theme }) => theme.media.belowDesktop} {
    overflow-x: auto;
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const cellAlignment = css<{ $numeric: boolean }>`
  text-align: ${({ $numeric }) => ($numeric ? 'right' : 'left')};
  font-variant-numeric: ${({ $numeric }) => ($numeric ? 'tabular-nums' : 'normal')};
`;

const StyledTableHeaderCell = styled.th<{ $numeric: boolean; $sticky: boolean; $width?: string }>`
  ${cellAlignment};
  width: ${({ $width }) => $width ?? 'auto'};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.secondary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  ${({ $sticky }) =>
    $sticky &&
    css`
      position: sticky;
      top: var(--portal-table-sticky-top, 0);
      z-index: 1;
    `}

  &:first-child {
    border-top-left-radius: ${({ theme }) => theme.radius.md};
  }
  &:last-child {
    border-top-right-radius: ${({ theme }) => theme.radius.md};
  }
`;

const StyledSortButton = styled.button<{ $numeric: boolean }>`
  display: inline-flex;
  flex-direction: ${({ $numeric }) => ($numeric ? 'row-reverse' : 'row')};
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: ${({ theme }) => theme.spacing(-1, -1)};
  padding: ${({ theme }) => theme.spacing(1)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text.primary};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 0;
  }
`;

const StyledTableRow = styled.tr<{ $interactive: boolean }>`
  & > td {
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  }

  &:last-child > td {
    border-bottom: 0;
  }

  ${({ $interactive, theme }) =>
    $interactive &&
    css`
      cursor: pointer;

      &:hover > td {
        background: ${theme.color.surface.hover};
      }

      &:focus-visible {
        outline: 2px solid ${theme.color.border.focus};
        outline-offset: -2px;
      }
    `}
`;

const StyledTableCell = styled.td<{ $numeric: boolean }>`
  ${cellAlignment};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  vertical-align: middle;
`;

const StyledSkeletonCell = styled.span<{ $numeric: boolean }>`
  display: flex;
  justify-content: ${({ $numeric }) => ($numeric ? 'flex-end' : 'flex-start')};
`;

const StyledEmptyCell = styled.td`
  padding: ${({ theme }) => theme.spacing(8, 4)};
  text-align: center;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const StyledFooterCell = styled.td<{ $numeric: boolean }>`
  ${cellAlignment};
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.surface.sunken};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/**
 * A data table: sortable headers (controlled), sticky header,
 * right-aligned numeric and money columns, keyboard-activatable rows, skeleton rows while
 * loading, an empty slot and a totals row. On a phone the same rows show as cards (`layout`).
 */
export function Table<T>(props: TableProps<T>) {
  const viewport = useViewport();
  const { layout = 'auto' } = props;
  if (layout === 'cards' || (layout === 'auto' && viewport === 'phone')) {
    return (
      <TableCards<T>
        label={props.label}
        columns={props.columns}
        rows={props.rows}
        getRowId={props.getRowId}
        loading={props.loading ?? false}
        loadingRows={props.loadingRows ?? TABLE_LOADING_ROWS}
        sorting={props.sorting ?? null}
        onSortingChange={props.onSortingChange}
        onRowClick={props.onRowClick}
        footer={props.footer ?? false}
        empty={props.empty}
        className={props.className}
      />
    );
  }
  return <ColumnsTable<T> {...props} />;
}

function ColumnsTable<T>({
  label,
  columns,
  rows,
  getRowId,
  loading = false,
  loadingRows = TABLE_LOADING_ROWS,
  sorting = null,
  onSortingChange,
  onRowClick,
  footer = false,
  empty,
  stickyHeader = true,
  maxHeight,
  className,
}: TableProps<T>) {
  const nextSorting = (id: string): TableSorting | null => {
    if (!sorting || sorting.id !== id) return { id, desc: false };
    if (!sorting.desc) return { id, desc: true };
    return null;
  };

  const handleRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.key === 'Enter' && event.target === event.currentTarget) {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  const showEmpty = !loading && rows.length === 0 && empty !== undefined && empty !== null;

  return (
    <StyledTableWrapper className={className} $maxHeight={maxHeight} {...(maxHeight ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}>
      <StyledTable aria-label={label} aria-busy={loading || undefined}>
        <thead>
          <tr>
            {columns.map((column) => {
              const numeric = isNumeric(column.kind);
              const direction = sorting?.id === column.id ? (sorting.desc ? 'descending' : 'ascending') : 'none';
              return (
                <StyledTableHeaderCell
                  key={column.id}
                  scope="col"
                  aria-sort={column.sortable ? direction : undefined}
                  $numeric={numeric}
                  $sticky={stickyHeader}
                  $width={column.width}
                >
                  {column.sortable ? (
                    <StyledSortButton type="button" $numeric={numeric} onClick={() => onSortingChange?.(nextSorting(column.id))}>
                      {column.header}
                      <SortIcon direction={direction} />
                    </StyledSortButton>
                  ) : (
                    column.header
                  )}
                </StyledTableHeaderCell>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: loadingRows }, (_, index) => (
                <StyledTableRow key={`loading-${index}`} $interactive={false}>
                  {columns.map((column) => (
                    <StyledTableCell key={column.id} $numeric={isNumeric(column.kind)}>
                      <StyledSkeletonCell $numeric={isNumeric(column.kind)}>
                        <Skeleton shape="text" height="1em" width={isNumeric(column.kind) ? '60%' : '80%'} />
                      </StyledSkeletonCell>
                    </StyledTableCell>
                  ))}
                </StyledTableRow>
              ))
            : rows.map((row) => (
                <StyledTableRow
                  key={getRowId(row)}
                  $interactive={Boolean(onRowClick)}
                  tabIndex={onRowClick ? 0 : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? (event) => handleRowKeyDown(event, row) : undefined}
                >
                  {columns.map((column) => (
                    <StyledTableCell key={column.id} $numeric={isNumeric(column.kind)}>
                      {column.cell(row)}
                    </StyledTableCell>
                  ))}
                </StyledTableRow>
              ))}
          {showEmpty ? (
            <tr>
              <StyledEmptyCell colSpan={columns.length}>{empty}</StyledEmptyCell>
            </tr>
          ) : null}
        </tbody>
        {footer && !loading && rows.length > 0 ? (
          <tfoot>
            <tr>
              {columns.map((column) => (
                <StyledFooterCell key={column.id} $numeric={isNumeric(column.kind)}>
                  {column.footer}
                </StyledFooterCell>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </StyledTable>
    </StyledTableWrapper>
  );
}
