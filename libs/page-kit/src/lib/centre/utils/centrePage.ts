import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from '../../chunks/utils/chunkLoad';

/** A page of a centre: its menu label (also its title) and its lazy view. */
export interface CentrePage {
  label: MessageDescriptor;
  view: LazyPage;
}

/** A centre's pages by id (every id of the centre, none other): `{ withdraw: centrePage(msg`Withdrawal`, () => import(…).then((m) => m.WithdrawPage)) }`. */
export type CentrePages<TPage extends string> = Readonly<Record<TPage, CentrePage>>;

/**
 * One line per page of a centre (docs/product/centres.md "One machinery"): its label and its own
 * chunk, loaded with the chunk rules of every lazy page (`lazyPage`).
 */
export function centrePage(label: MessageDescriptor, load: () => Promise<ComponentType>): CentrePage {
  return { label, view: lazyPage(() => load().then((component) => ({ default: component }))) };
}

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
