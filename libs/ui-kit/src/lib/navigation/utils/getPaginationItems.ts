import { PAGINATION_MARGIN_PAGES } from '../constants/PAGINATION_MARGIN_PAGES';
import { PAGINATION_PAGE_RANGE } from '../constants/PAGINATION_PAGE_RANGE';

export type PaginationItem = { type: 'page'; page: number } | { type: 'break'; key: 'start' | 'end' };

export interface GetPaginationItemsOptions {
  /** Current page, 1-based. */
  page: number;
  totalPages: number;
  /** Pages in the window around the current page (default 3). */
  pageRange?: number;
  /** Pages always shown at each end (default 1). */
  marginPages?: number;
}

/**
 * The page buttons to show: the first and last `marginPages`, a window of `pageRange` pages
 * around the current one (shifted, not shrunk, near the ends), and a break where pages are
 * left out. A break never hides a single page: that page is shown instead.
 *
 * 10 pages, page 5 → 1 … 4 5 6 … 10; page 1 → 1 2 3 … 10; page 10 → 1 … 8 9 10.
 */
export function getPaginationItems({
  page,
  totalPages,
  pageRange = PAGINATION_PAGE_RANGE,
  marginPages = PAGINATION_MARGIN_PAGES,
}: GetPaginationItemsOptions): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  const range = Math.max(1, Math.floor(pageRange));
  const margin = Math.max(0, Math.floor(marginPages));

  let windowStart = current - Math.floor((range - 1) / 2);
  let windowEnd = windowStart + range - 1;
  if (windowStart < 1) {
    windowEnd += 1 - windowStart;
    windowStart = 1;
  }
  if (windowEnd > total) {
    windowStart = Math.max(1, windowStart - (windowEnd - total));
    windowEnd = total;
  }

  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p += 1) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p += 1) shown.add(p);
  for (let p = windowStart; p <= windowEnd; p += 1) shown.add(p);

  // A gap of exactly one page shows that page rather than a break.
  const sorted = [...shown].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length - 1; i += 1) {
    if (sorted[i + 1] - sorted[i] === 2) shown.add(sorted[i] + 1);
  }

  const pages = [...shown].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  pages.forEach((p, index) => {
    if (index > 0 && p - pages[index - 1] > 1) items.push({ type: 'break', key: p <= current ? 'start' : 'end' });
    items.push({ type: 'page', page: p });
  });
  return items;
}
