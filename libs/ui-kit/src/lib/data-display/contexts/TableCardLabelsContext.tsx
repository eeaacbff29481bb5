import { createContext, useContext, type ReactNode } from 'react';

/** The words of a table's card mode (ui-kit has no catalog: the portal passes them translated). */
export interface TableCardLabels {
  /** The button that opens a card's detail view. */
  details: string;
  /** The close button of the detail view. */
  close: string;
  /** Title of the totals card. */
  totals: string;
  /** The sort picker of a sortable table. */
  sortBy: string;
  /** A sort option: `(column) => "Net, lowest first"`. */
  ascending: (column: string) => string;
  descending: (column: string) => string;
  /** The option of no particular order. */
  unsorted: string;
}

/** English words, for places without the portal's providers (a bare story, a test). */
export const DEFAULT_TABLE_CARD_LABELS: TableCardLabels = {
  details: 'Details',
  close: 'Close',
  totals: 'Totals',
  sortBy: 'Sort by',
  ascending: (column) => `${column}, lowest first`,
  descending: (column) => `${column}, highest first`,
  unsorted: 'Default order',
};

const TableCardLabelsContext = createContext<TableCardLabels>(DEFAULT_TABLE_CARD_LABELS);

/** Gives every table below it the card mode's words in the player's language. */
export function TableCardLabelsProvider({ labels, children }: { labels: TableCardLabels; children: ReactNode }) {
  return <TableCardLabelsContext.Provider value={labels}>{children}</TableCardLabelsContext.Provider>;
}

export function useTableCardLabels(): TableCardLabels {
  return useContext(TableCardLabelsContext);
}
