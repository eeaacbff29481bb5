import { i18n } from '@lingui/core';
import type { PortalLocale } from '@portal/brand';
import type { CatalogLoaders } from './catalogs';

/** The catalogs features asked for with their code (withCatalog). */
const demanded = new Set<CatalogLoaders>();
/** The locale the portal shows, or is about to show (set before its catalogs are asked for). */
let shownLocale: PortalLocale | undefined;

/** The locale a feature's catalog loads in (PortalI18nProvider as it activates one, the start's prefetch before). */
export function setCatalogLocale(locale: PortalLocale): void {
  shownLocale = locale;
}

/** Every catalog a feature asked for so far: PortalI18nProvider activates a locale with them too. */
export function catalogsOnDemand(): CatalogLoaders[] {
  return [...demanded];
}

/**
 * A feature's code with its catalog: the feature's strings are not part of the start's catalogs
 * (the member centre's strings do not load with the home page, docs/product/performance.md
 * "Strings load with their feature"). Resolves once both are in, so the feature's first render
 * is translated; a later change of language loads the catalog again with the others.
 */
export function withCatalog<T>(catalog: CatalogLoaders, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    demanded.add(catalog);
    const locale = shownLocale;
    const [module, part] = await Promise.all([load(), locale && catalog[locale]()]);
    // Into the active messages without Lingui's change event: nothing on screen uses these ids yet,
    // so the tree need not render again. Asked for before the locale is active, the catalog comes
    // in with the locale (PortalI18nProvider loads it with the others).
    if (part && i18n.locale === locale) Object.assign(i18n.messages, part.messages);
    return module;
  };
}
