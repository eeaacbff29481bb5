import type { MessageDescriptor } from '@lingui/core';
import type { LazyComponent } from '@portal/ui-kit/lazy';

/**
 * A page of a centre (docs/product/centres.md "One machinery"): its menu label (also its title) and
 * its view in a chunk of its own, loaded as all code on demand is (`lazyComponent`).
 */
export interface CentrePage {
  label: MessageDescriptor;
  view: LazyComponent<object>;
}

/** A centre's pages by id (every id of the centre, none other): `{ withdraw: { label: msg`Withdrawal`, view: lazyComponent(() => import(…), 'WithdrawPage') } }`. */
export type CentrePages<TPage extends string> = Readonly<Record<TPage, CentrePage>>;

/**
 * Asks for the chunk of the page the address names (`?<param>=<pageId>`), in a task of its own. A
 * centre's entry calls it as soon as its code is in, so a centre opened by its address does not
 * wait for its first render to ask for its page (docs/product/performance.md "A centre's frame,
 * then its screen").
 */
export function preloadAddressedPage<TPage extends string>(param: string, pages: CentrePages<TPage>): void {
  const page = new URLSearchParams(window.location.search).get(param);
  if (page !== null && Object.hasOwn(pages, page)) setTimeout(() => void pages[page as TPage].view.preload(), 0);
}
