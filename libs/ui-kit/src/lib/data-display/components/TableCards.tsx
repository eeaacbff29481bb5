import { Suspense, useId, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Skeleton } from '../../feedback/components/Skeleton';
import { Modal } from '../../overlay/components/Modal';
import { useTableCardLabels } from '../contexts/TableCardLabelsContext';
import type { TableCardRole } from '../types/TableCardRole';
import type { TableColumn } from '../types/TableColumn';
import type { TableSorting } from '../types/TableSorting';
import { cardRolesOf } from '../utils/cardRolesOf';
import { lazyComponent } from '../../lazy/utils/lazyComponent';

// The select and its list box are most of a phone records page's script and only a sortable table's cards use them (docs/product/performance.md "Filters load with their sheet").
const TableSortPicker = lazyComponent(() => import('../internal/TableSortPicker'), 'default');

export interface TableCardsProps<T> {
  label: string;
  columns: TableColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string;
  loading: boolean;
  loadingRows: number;
  sorting: TableSorting | null;
  onSortingChange?: (sorting: TableSorting | null) => void;
  onRowClick?: (row: T) => void;
  footer: boolean;
  empty?: ReactNode;
  className?: string;
}

const isNumeric = (column: TableColumn<unknown>) => column.kind === 'number' || column.kind === 'money';

const StyledCardsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  min-width: 0;
`;

/** The sort picker's place while its code loads: a field's label line and its box. */
const StyledSortPickerPlaceholder = styled(Skeleton)`
  height: calc(${({ theme }) => theme.font.size.sm} * 1.5 + ${({ theme }) => theme.spacing(1.5)} + ${({ theme }) => theme.component.touchTarget}px);
`;

const StyledCardList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const cardSurface = css`
  min-width: 0;
  padding: ${({ theme }) => theme.spacing(3, 4)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
`;

const StyledCard = styled.li`
  ${cardSurface};
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledCardHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: ${({ theme }) => theme.spacing(6)};
`;

const StyledCardTitle = styled.div`
  flex: 1;
  align-self: center;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const StyledCardSubtitle = styled.div`
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.xs};
  overflow-wrap: anywhere;
`;

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(2, 3)};
  margin: 0;
`;

const StyledFigure = styled.div<{ $numeric: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.xs};
  }

  dd {
    margin: 0;
    font-variant-numeric: ${({ $numeric }) => ($numeric ? 'tabular-nums' : 'normal')};
    overflow-wrap: anywhere;
  }
`;

const StyledDetailList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: ${({ theme }) => theme.spacing(3, 4)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.text.secondary};
  }

  dd {
    margin: 0;
    text-align: right;
    overflow-wrap: anywhere;
  }

  & > div {
    display: contents;
  }
`;

const StyledCardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};

  /* Actions sit above the card-wide details button. */
  position: relative;
  z-index: 1;
`;

const StyledSheetActions = styled(StyledCardActions)`
  margin-top: ${({ theme }) => theme.spacing(4)};
`;

/** The card's details button; its hit area stretches over the whole card (a tap anywhere opens the detail). */
const StyledDetailsButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  flex-shrink: 0;
  min-height: ${({ theme }) => theme.component.touchTarget}px;
  padding: ${({ theme }) => theme.spacing(0, 2)};
  margin: ${({ theme }) => theme.spacing(-2.5, -2, -2.5, 0)};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.text.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius.lg};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -2px;
  }
`;

const StyledTotals = styled.section`
  ${cardSurface};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  background: ${({ theme }) => theme.color.surface.sunken};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }

  dd {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledEmpty = styled.div`
  ${cardSurface};
  padding: ${({ theme }) => theme.spacing(8, 4)};
  text-align: center;
  color: ${({ theme }) => theme.color.text.secondary};
`;

function ChevronRight() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const isEmpty = (content: ReactNode) => content === null || content === undefined || content === false;

const sortValue = (sorting: TableSorting | null) => (sorting ? `${sorting.id}:${sorting.desc ? 'desc' : 'asc'}` : 'none');

/**
 * A table's rows as cards (docs/product/phone-layout.md "Records"): what a phone shows instead of
 * columns that cannot fit. Each card shows the row's title, its key figures and its actions; a tap
 * anywhere on it opens the whole row (the page's own detail, `onRowClick`, or a sheet with every
 * column). Totals come first, so they stay in view; a sortable table gets a sort picker.
 */
export function TableCards<T>({
  label,
  columns,
  rows,
  getRowId,
  loading,
  loadingRows,
  sorting,
  onSortingChange,
  onRowClick,
  footer,
  empty,
  className,
}: TableCardsProps<T>) {
  const labels = useTableCardLabels();
  const roles = cardRolesOf(columns);
  const [openId, setOpenId] = useState<string | null>(null);
  const titleId = useId();
  const of = (role: TableCardRole) => columns.filter((column) => roles.get(column.id) === role);
  const [titleColumn] = of('title');
  const subtitles = of('subtitle');
  const keys = of('key');
  const actions = of('action');
  const details = columns.filter((column) => roles.get(column.id) !== 'action' && roles.get(column.id) !== 'hidden');
  const hasDetail = Boolean(onRowClick) || columns.some((column) => roles.get(column.id) === 'detail');
  // Totals are sums: the number and money columns' (a text column's footer is the row's "Total" label).
  const totals = footer ? columns.filter((column) => column.footer !== undefined && column.footer !== null && isNumeric(column as TableColumn<unknown>)) : [];
  const sortable = onSortingChange ? columns.filter((column) => column.sortable) : [];
  const openRow = openId === null ? undefined : rows.find((row) => getRowId(row) === openId);
  const text = (header: ReactNode) => (typeof header === 'string' ? header : '');

  const sortOptions = [
    { value: 'none', label: labels.unsorted },
    ...sortable.flatMap((column) => [
      { value: `${column.id}:asc`, label: labels.ascending(text(column.header)) },
      { value: `${column.id}:desc`, label: labels.descending(text(column.header)) },
    ]),
  ];

  return (
    <StyledCardsRoot className={className}>
      {sortable.length > 0 ? (
        <Suspense fallback={<StyledSortPickerPlaceholder shape="rounded" />}>
          <TableSortPicker
            label={labels.sortBy}
            value={sortValue(sorting)}
            options={sortOptions}
            onChange={(value) => {
              const [id, direction] = value.split(':');
              onSortingChange?.(value === 'none' || !id ? null : { id, desc: direction === 'desc' });
            }}
          />
        </Suspense>
      ) : null}
      {totals.length > 0 && !loading && rows.length > 0 ? (
        <StyledTotals aria-labelledby={`${titleId}-totals`}>
          <h3 id={`${titleId}-totals`}>{labels.totals}</h3>
          <StyledFigures>
            {totals.map((column) => (
              <StyledFigure key={column.id} $numeric={isNumeric(column as TableColumn<unknown>)}>
                <dt>{column.header}</dt>
                <dd>{column.footer}</dd>
              </StyledFigure>
            ))}
          </StyledFigures>
        </StyledTotals>
      ) : null}
      {!loading && rows.length === 0 && empty !== undefined && empty !== null ? (
        <StyledEmpty>{empty}</StyledEmpty>
      ) : (
        <StyledCardList aria-label={label} aria-busy={loading || undefined}>
          {loading
            ? Array.from({ length: Math.min(loadingRows, 4) }, (_, index) => (
                <StyledCard key={`loading-${index}`}>
                  <Skeleton shape="text" height="1.1em" width="55%" />
                  <Skeleton shape="text" height="0.9em" width="35%" />
                  <Skeleton shape="text" height="2.4em" width="100%" />
                </StyledCard>
              ))
            : rows.map((row) => {
                const id = getRowId(row);
                const cardTitleId = `${titleId}-${id}`;
                return (
                  <StyledCard key={id} aria-labelledby={titleColumn ? cardTitleId : undefined}>
                    <StyledCardHead>
                      {titleColumn ? <StyledCardTitle id={cardTitleId}>{titleColumn.cell(row)}</StyledCardTitle> : <StyledCardTitle />}
                      {hasDetail ? (
                        <StyledDetailsButton
                          type="button"
                          data-card-details=""
                          aria-describedby={titleColumn ? cardTitleId : undefined}
                          onClick={() => (onRowClick ? onRowClick(row) : setOpenId(id))}
                        >
                          {labels.details}
                          <ChevronRight />
                        </StyledDetailsButton>
                      ) : null}
                    </StyledCardHead>
                    {subtitles.map((column) => (
                      <StyledCardSubtitle key={column.id}>{column.cell(row)}</StyledCardSubtitle>
                    ))}
                    {keys.length > 0 ? (
                      <StyledFigures>
                        {keys.map((column) => (
                          <StyledFigure key={column.id} $numeric={isNumeric(column as TableColumn<unknown>)}>
                            <dt>{column.header}</dt>
                            <dd>{column.cell(row)}</dd>
                          </StyledFigure>
                        ))}
                      </StyledFigures>
                    ) : null}
                    {actions.some((column) => !isEmpty(column.cell(row))) ? (
                      <StyledCardActions>
                        {actions.map((column) => {
                          const content = column.cell(row);
                          return isEmpty(content) ? null : <span key={column.id}>{content}</span>;
                        })}
                      </StyledCardActions>
                    ) : null}
                  </StyledCard>
                );
              })}
        </StyledCardList>
      )}
      <Modal
        open={openRow !== undefined}
        onClose={() => setOpenId(null)}
        title={openRow !== undefined && titleColumn ? titleColumn.cell(openRow) : labels.details}
        closeLabel={labels.close}
      >
        {openRow !== undefined ? (
          <StyledDetailList>
            {details
              .filter((column) => column !== titleColumn)
              .map((column) => (
                <div key={column.id}>
                  <dt>{column.header}</dt>
                  <dd>{column.cell(openRow)}</dd>
                </div>
              ))}
          </StyledDetailList>
        ) : null}
        {openRow !== undefined && actions.length > 0 ? (
          <StyledSheetActions>
            {actions.map((column) => (
              <span key={column.id}>{column.cell(openRow)}</span>
            ))}
          </StyledSheetActions>
        ) : null}
      </Modal>
    </StyledCardsRoot>
  );
}
