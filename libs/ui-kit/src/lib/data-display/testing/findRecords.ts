/** The queries `findRecords` needs: `within(canvasElement)` in a story's play function, `screen` in a test. */
export interface LabelQueries {
  getByLabelText(text: string, options: { selector: string }): HTMLElement;
  findByLabelText(text: string, options: { selector: string }): Promise<HTMLElement>;
}

/** What a records table is, in either layout. */
const RECORDS = 'table, ul';

/**
 * A `Table` by its label, in the layout this width shows (docs/product/phone-layout.md "Records"):
 * its columns (`<table>`) from a tablet up, its cards (a list) on a phone. A play function written
 * once plays at both widths: `recordRows` gives the rows of either, `showsCards` says which it is.
 * Waits as `findBy*` does (the rows of a page arrive with its data).
 */
export function findRecords(canvas: LabelQueries, label: string): Promise<HTMLElement> {
  return canvas.findByLabelText(label, { selector: RECORDS });
}

/** `findRecords` without the wait (inside a `waitFor`). */
export function getRecords(canvas: LabelQueries, label: string): HTMLElement {
  return canvas.getByLabelText(label, { selector: RECORDS });
}

/** Whether `findRecords` found the phone's cards rather than columns. */
export const showsCards = (records: HTMLElement): boolean => records.tagName !== 'TABLE';

/**
 * The records' rows as the layout shows them: a table's body rows or the cards, never the header
 * row nor the totals. An empty table's one row says so; a phone shows that instead of the list.
 */
export function recordRows(records: HTMLElement): HTMLElement[] {
  return [...records.querySelectorAll<HTMLElement>(showsCards(records) ? ':scope > li' : ':scope > tbody > tr')];
}
