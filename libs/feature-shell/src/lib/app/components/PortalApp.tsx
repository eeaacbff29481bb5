import { BrandProvider, type BrandConfig } from '@portal/brand';
import { PlatformRoot, languageState, themeModeState } from '@portal/data-access';
import { PLATFORM_LANGUAGE, PortalI18nProvider, pickLocale, type CatalogLoaders } from '@portal/i18n';
import { PortalThemeProvider } from '@portal/ui-kit';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PortalRoutes, type PortalPages } from '../../routes/components/PortalRoutes';
import { SystemStatusGate } from '../../system-status/components/SystemStatusGate';
import { PortalAlertHost } from '../../alert/components/PortalAlertHost';
import { shellCatalog } from '../../../locales/shellCatalog';

export interface PortalAppProps {
  brand: BrandConfig;
  /** Pages of the feature libraries, mounted on the routes of spec §2. */
  pages: PortalPages;
  /** Catalogs of the other projects the app composes (the shell's and i18n's are added here). */
  catalogs: readonly CatalogLoaders[];
  /** Portal-wide modals (auth…), rendered inside the router. */
  modals?: ReactNode;
  /** Platform origin; '' (default) means same origin through the proxy. */
  apiBaseUrl?: string;
}

/**
 * The whole portal for one brand: brand, data (react-query, jotai, platform client), language,
 * theme, system-status gate and the routes. A brand app renders this with its config and pages.
 */
export function PortalApp({ brand, apiBaseUrl, ...rest }: PortalAppProps) {
  const locale = pickLocale(brand.languages, brand.defaultLanguage, readStoredLanguage());
  return (
    <BrandProvider brand={brand}>
      <PlatformRoot merchant={brand.merchantCode} language={PLATFORM_LANGUAGE[locale]} baseUrl={apiBaseUrl}>
        <PortalAppInner brand={brand} {...rest} />
      </PlatformRoot>
    </BrandProvider>
  );
}

function readStoredLanguage(): string | null {
  try {
    const raw = localStorage.getItem('language');
    return raw ? (JSON.parse(raw) as string) : null;
  } catch {
    return null;
  }
}

function PortalAppInner({ brand, pages, catalogs, modals }: Omit<PortalAppProps, 'apiBaseUrl'>) {
  const storedLanguage = useAtomValue(languageState);
  const storedTheme = useAtomValue(themeModeState);
  const locale = pickLocale(brand.languages, brand.defaultLanguage, storedLanguage);
  const mode = storedTheme ?? brand.defaultTheme;
  const overrides = {
    font: brand.theme.fontFamily ? { family: { body: brand.theme.fontFamily, heading: brand.theme.fontFamily } } : undefined,
    dark: brand.theme.accent?.dark ? { accent: { base: brand.theme.accent.dark } } : undefined,
    light: brand.theme.accent?.light ? { accent: { base: brand.theme.accent.light } } : undefined,
  };
  return (
    <PortalThemeProvider mode={mode} overrides={overrides}>
      <PortalI18nProvider locale={locale} catalogs={[shellCatalog, ...catalogs]}>
        <SystemStatusGate>
          <BrowserRouter>
            <PortalRoutes pages={pages} />
            {modals}
            <PortalAlertHost />
          </BrowserRouter>
        </SystemStatusGate>
      </PortalI18nProvider>
    </PortalThemeProvider>
  );
}
