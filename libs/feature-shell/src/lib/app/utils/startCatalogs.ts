import type { BrandConfig } from '@portal/brand';
import { setCatalogLocale, type CatalogLoaders } from '@portal/i18n';
import { pageKitCatalog } from '@portal/page-kit/catalog';
import { shellCatalog } from '../../../locales/shellCatalog';
import { startLocale } from './startLanguage';

/** Every catalog the portal loads: the shell's and page-kit's, then the features'. */
export function portalCatalogs(featureCatalogs: readonly CatalogLoaders[]): CatalogLoaders[] {
  return [shellCatalog, pageKitCatalog, ...featureCatalogs];
}

/**
 * Asks for the start locale's catalogs before React renders, right after the start's calls
 * (startPortal; docs/product/performance.md): the portal cannot draw its first screen without them,
 * so they must not queue behind home's own calls for one of the browser's HTTP/1.1 connections.
 * PortalI18nProvider's loads then get the same modules.
 */
export function prefetchStartCatalogs(brand: BrandConfig, featureCatalogs: readonly CatalogLoaders[]): void {
  const locale = startLocale(brand);
  // A feature the address opens at start (the member centre) asks for its own catalog in this locale.
  setCatalogLocale(locale);
  // A failed load is PortalI18nProvider's to handle, when it asks again.
  for (const catalog of portalCatalogs(featureCatalogs)) catalog[locale]().catch(() => undefined);
}
