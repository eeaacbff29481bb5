import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { PortalLocale } from '@portal/brand';
import { useEffect, useState, type ReactNode } from 'react';
import { loadMessages, type CatalogLoaders } from './catalogs';
import { catalogsOnDemand, setCatalogLocale } from './catalogsOnDemand';
import { LOCALE_TAGS } from './locales';

export interface PortalI18nProviderProps {
  locale: PortalLocale;
  catalogs: readonly CatalogLoaders[];
  /** Rendered until the first catalog has loaded (keeps untranslated ids off the screen). */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Activates `locale` with the merged catalogs of every project (the start's, and those features
 * loaded on demand: withCatalog) and sets `<html lang>`.
 */
export function PortalI18nProvider({ locale, catalogs, fallback = null, children }: PortalI18nProviderProps) {
  const [ready, setReady] = useState(() => i18n.locale === locale);

  useEffect(() => {
    let cancelled = false;
    setCatalogLocale(locale);
    loadMessages(locale, [...catalogs, ...catalogsOnDemand()]).then((messages) => {
      if (cancelled) return;
      i18n.loadAndActivate({ locale, messages });
      document.documentElement.lang = LOCALE_TAGS[locale];
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [locale, catalogs]);

  if (!ready) return <>{fallback}</>;
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
