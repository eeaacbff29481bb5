import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Queries bound to where the filter fields are (`within(…)`). */
export type FilterFields = ReturnType<typeof within>;

/**
 * Sets a records page's filters as a player does at this width (docs/product/phone-layout.md
 * "Records"), so one play function plays at both: from a tablet up the fields are on the page; on
 * a phone the "Filters" button opens them in a sheet (their code loads then: find the first field
 * with `findBy*`) and "Show results" closes it afterwards. `set` gets queries bound to the fields'
 * place; a select's options are portalled to the page's body, as at every width.
 */
export async function setFilters(canvasElement: HTMLElement, set: (fields: FilterFields) => Promise<void>): Promise<void> {
  const canvas = within(canvasElement);
  const button = canvas.queryByRole('button', { name: /^Filters/ });
  if (button?.getAttribute('aria-haspopup') !== 'dialog') return set(canvas);
  await userEvent.click(button);
  const sheet = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Filters' });
  await set(within(sheet));
  await userEvent.click(within(sheet).getByRole('button', { name: 'Show results' }));
  await waitFor(() => expect(sheet).not.toBeInTheDocument());
}
