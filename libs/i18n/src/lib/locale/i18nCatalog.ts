import type { CatalogLoaders } from './catalogs';

/** This library's own catalog: the shared texts (docs/product/display-and-platform.md) (errors, form messages). */
export const i18nCatalog: CatalogLoaders = {
  pt: () => import('../../locales/pt/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  zh: () => import('../../locales/zh/messages.po'),
  id: () => import('../../locales/id/messages.po'),
  th: () => import('../../locales/th/messages.po'),
  vi: () => import('../../locales/vi/messages.po'),
};
