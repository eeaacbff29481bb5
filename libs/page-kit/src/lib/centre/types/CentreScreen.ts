import type { CENTRE_MENU_PAGE } from '@portal/data-access';

/** What a centre's address may name: one of its pages, or its menu (a phone's first screen; docs/product/centres.md). */
export type CentreScreen<TPage extends string> = TPage | typeof CENTRE_MENU_PAGE;
