import styled, { css } from 'styled-components';
import { PAGINATION_MARGIN_PAGES } from '../constants/PAGINATION_MARGIN_PAGES';
import { PAGINATION_PAGE_RANGE } from '../constants/PAGINATION_PAGE_RANGE';
import { ChevronIcon } from '../internal/ChevronIcon';
import { getPaginationItems } from '../utils/getPaginationItems';

export interface PaginationLabels {
  /** Name of the navigation landmark, e.g. "Pagination". */
  navigation: string;
  previous: string;
  next: string;
  /** Accessible name of a page button, e.g. `(page) => \`Page ${page}\``. */
  page?: (page: number) => string;
}

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  labels: PaginationLabels;
  /** Pages around the current one (default 3, docs/product/display-and-platform.md). */
  pageRange?: number;
  /** Pages kept at each end (default 1, docs/product/display-and-platform.md). */
  marginPages?: number;
  /** Hide the whole control when there is only one page (default true). */
  hideWhenSinglePage?: boolean;
  className?: string;
}

const StyledPagination = styled.nav`
  display: flex;
  justify-content: center;
`;

const StyledPaginationList = styled.ul`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledPaginationButton = styled.button<{ $current?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.spacing(9)};
  height: ${({ theme }) => theme.spacing(9)};
  padding: ${({ theme }) => theme.spacing(0, 2)};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text.primary};
    border-color: ${({ theme }) => theme.color.border.strong};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.4;
  }

  ${({ theme, $current }) =>
    $current &&
    css`
      &,
      &:hover:not(:disabled) {
        border-color: ${theme.color.accent.base};
        background: ${theme.color.accent.base};
        color: ${theme.color.accent.contrast};
        font-weight: ${theme.font.weight.semibold};
      }
    `}
`;

const StyledPaginationBreak = styled.li`
  min-width: ${({ theme }) => theme.spacing(6)};
  color: ${({ theme }) => theme.color.text.tertiary};
  text-align: center;
  user-select: none;
`;

/** Page navigation with previous / next (disabled at the ends), margin pages and breaks. */
export function Pagination({
  page,
  totalPages,
  onChange,
  labels,
  pageRange = PAGINATION_PAGE_RANGE,
  marginPages = PAGINATION_MARGIN_PAGES,
  hideWhenSinglePage = true,
  className,
}: PaginationProps) {
  if (totalPages < 1 || (hideWhenSinglePage && totalPages <= 1)) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const items = getPaginationItems({ page: current, totalPages, pageRange, marginPages });

  const handleChange = (target: number) => {
    if (target !== current && target >= 1 && target <= totalPages) onChange(target);
  };

  return (
    <StyledPagination aria-label={labels.navigation} className={className}>
      <StyledPaginationList>
        <li>
          <StyledPaginationButton type="button" aria-label={labels.previous} disabled={current <= 1} onClick={() => handleChange(current - 1)}>
            <ChevronIcon direction="left" />
          </StyledPaginationButton>
        </li>
        {items.map((item) =>
          item.type === 'break' ? (
            <StyledPaginationBreak key={`break-${item.key}`} aria-hidden>
              …
            </StyledPaginationBreak>
          ) : (
            <li key={item.page}>
              <StyledPaginationButton
                type="button"
                aria-label={labels.page?.(item.page)}
                aria-current={item.page === current ? 'page' : undefined}
                onClick={() => handleChange(item.page)}
                $current={item.page === current}
              >
                {item.page}
              </StyledPaginationButton>
            </li>
          ),
        )}
        <li>
          <StyledPaginationButton type="button" aria-label={labels.next} disabled={current >= totalPages} onClick={() => handleChange(current + 1)}>
            <ChevronIcon direction="right" />
          </StyledPaginationButton>
        </li>
      </StyledPaginationList>
    </StyledPagination>
  );
}
