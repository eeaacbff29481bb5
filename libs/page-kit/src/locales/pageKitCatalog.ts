import type { CatalogLoaders } from '@portal/i18n';

/** page-kit's catalog (see lingui.config.ts): the texts of the shared form fields, errors and states. */
export const pageKitCatalog: CatalogLoaders = {
  pt: () => import('./pt/messages.po'),
  en: () => import('./en/messages.po'),
  zh: () => import('./zh/messages.po'),
  id: () => import('./id/messages.po'),
  th: () => import('./th/messages.po'),
  vi: () => import('./vi/messages.po'),
};
