import type { CatalogLoaders } from '@portal/i18n';

/** feature-agent's catalog (see lingui.config.ts). */
export const agentCatalog: CatalogLoaders = {
  pt: () => import('./pt/messages.po'),
  en: () => import('./en/messages.po'),
  zh: () => import('./zh/messages.po'),
  id: () => import('./id/messages.po'),
  th: () => import('./th/messages.po'),
  vi: () => import('./vi/messages.po'),
};
