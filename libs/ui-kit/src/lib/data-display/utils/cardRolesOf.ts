import type { TableColumn } from '../components/Table';

/**
 * Where a column shows in the card of its row on a phone (docs/product/phone-layout.md "Records"):
 * `title` the card's heading (one column), `subtitle` a small line under it, `key` a figure on the
 * card, `detail` only in the row's detail view, `action` a button row on the card, `hidden` nowhere
 * on a phone (a column that repeats another).
 */
export type TableCardRole = 'title' | 'subtitle' | 'key' | 'detail' | 'action' | 'hidden';

/** How many columns a table without declared roles shows on its cards besides the title. */
const DEFAULT_KEY_COLUMNS = 4;

/**
 * The card role of every column: the declared ones (a column left out is `detail`), or, when a
 * table declares none, the first column as the title and the next four as figures.
 */
export function cardRolesOf<T>(columns: readonly TableColumn<T>[]): Map<string, TableCardRole> {
  const declared = columns.some((column) => column.card !== undefined);
  return new Map(
    columns.map((column, index) => {
      if (declared) return [column.id, column.card ?? 'detail'];
      if (index === 0) return [column.id, 'title'];
      return [column.id, index <= DEFAULT_KEY_COLUMNS ? 'key' : 'detail'];
    }),
  );
}
