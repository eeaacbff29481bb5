import type { ReactNode } from 'react';
import type { TableCardRole } from './TableCardRole';
import type { TableColumnKind } from './TableColumnKind';

/** A column of a `Table`: its header, its cells, and its place on a phone's cards. */
export interface TableColumn<T> {
  id: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** `number` and `money` are right-aligned with tabular numerals. */
  kind?: TableColumnKind;
  /** The header becomes a button; the caller sorts (`sorting` is controlled). */
  sortable?: boolean;
  /** Content of this column in the totals row (`footer` on the table). */
  footer?: ReactNode;
  /** CSS width of the column, e.g. `'120px'` or `'20%'`. */
  width?: string;
  /** Its place on the row's card on a phone (`TableCardRole`; see `cardRolesOf` for the defaults). */
  card?: TableCardRole;
}
