/** An entry of a centre's menu: the page it opens and, when there is one, its badge. */
export interface CentreEntry<TPage extends string> {
  page: TPage;
  /** A count shown on the entry (mission activity's missions) and how it is read out. */
  badge?: { count: number; label: string };
}
