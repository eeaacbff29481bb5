import type { TableCardRole } from '../types/TableCardRole';
import type { TableColumn } from '../types/TableColumn';

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
