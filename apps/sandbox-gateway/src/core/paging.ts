import type { Db } from '../db/database';

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

export interface Page<T> {
  list: T[];
  pageNo: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

export interface PagedQuery<R, T> {
  /** Columns, e.g. `b.*, g.name AS game_name`. */
  select: string;
  /** `FROM … [WHERE …]` shared by the count and the page query. */
  from: string;
  params?: readonly unknown[];
  orderBy: string;
  map: (row: R) => T;
}

/** One page of a query: counts the rows of `from`, reads `pageSize` of them at `pageNo` (1-based). */
export function pagedQuery<R, T>(db: Db, page: PageRequest, q: PagedQuery<R, T>): Page<T> {
  const params = q.params ?? [];
  const total = db.prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n ${q.from}`).get(...params)!.n;
  const rows = db
    .prepare<unknown[], R>(`SELECT ${q.select} ${q.from} ORDER BY ${q.orderBy} LIMIT ? OFFSET ?`)
    .all(...params, page.pageSize, (page.pageNo - 1) * page.pageSize);
  return { list: rows.map(q.map), pageNo: page.pageNo, pageSize: page.pageSize, total, totalPages: Math.max(1, Math.ceil(total / page.pageSize)) };
}

/** A page whose rows and total were read by one query of their own (window totals), in the `Page` shape. */
export function pageOf<T>(list: T[], total: number, pageNo: number, pageSize: number): Page<T> {
  return { list, pageNo, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
