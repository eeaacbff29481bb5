import type { CatalogLoaders } from './catalogs';

/** This library's own catalog: the shared texts of spec §8 (errors, form messages). */
export const i18nCatalog: CatalogLoaders = {
  pt: () => import('../../locales/pt/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  zh: () => import('../../locales/zh/messages.po'),
  id: () => import('../../locales/id/messages.po'),
  th: () => import('../../locales/th/messages.po'),
  vi: () => import('../../locales/vi/messages.po'),
};
