/** What a records query answers for one page. */
export interface RecordsPageResult<TRow, TTotals = undefined> {
  list: TRow[];
  total: number;
  totalPages: number;
  /** Totals of the whole filter (all pages), shown in the totals row. */
  totals?: TTotals;
}

/** Every row of a filter: page 1, then the pages after it one by one, through the page's own query. */
export async function fetchAllPages<TRow, TTotals>(query: (page: number) => Promise<RecordsPageResult<TRow, TTotals>>): Promise<TRow[]> {
  const first = await query(1);
  const rows = [...first.list];
  for (let page = 2; page <= first.totalPages; page++) rows.push(...(await query(page)).list);
  return rows;
}
