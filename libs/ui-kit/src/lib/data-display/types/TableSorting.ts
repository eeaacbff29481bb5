/** A table's sorting: the column's id and its direction. */
export interface TableSorting {
  id: string;
  desc: boolean;
}
