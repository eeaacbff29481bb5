import type { Messages } from '@lingui/core';
import type { PortalLocale } from '@portal/brand';

/** Lazy loaders of one project's compiled catalog, per locale (`import('./locales/pt/messages.po')`). */
export type CatalogLoaders = Record<PortalLocale, () => Promise<{ messages: Messages }>>;

/** Loads the given locale from every project's catalog and merges them into one message map. */
export async function loadMessages(locale: PortalLocale, catalogs: readonly CatalogLoaders[]): Promise<Messages> {
  const parts = await Promise.all(catalogs.map((catalog) => catalog[locale]()));
  return Object.assign({}, ...parts.map((part) => part.messages));
}
