import { BrandProvider, brandThemeOverrides, type BrandConfig } from '@portal/brand';
import {
  PlatformRoot,
  createPlatformRuntime,
  languageState,
  sessionPasswordChangeState,
  sessionTokenState,
  sessionWithdrawOnlyState,
  themeModeState,
  useCustomerServiceLink,
  type PlatformRuntime,
} from '@portal/data-access';
import { PortalI18nProvider, pickLocale, type CatalogLoaders } from '@portal/i18n';
import { MoneyFormatProvider, PortalThemeProvider } from '@portal/ui-kit';
import { useAtomValue } from 'jotai';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { PortalRoutes, type PortalPages } from '../../routes/components/PortalRoutes';
import { SystemStatusGate } from '../../system-status/components/SystemStatusGate';
import { ShellModals } from '../../modals/components/ShellModals';
import { LoginRiskNoticeEffect } from '../../responsible-gaming/components/LoginRiskNoticeEffect';
import { ShellOptionsProvider, type PortalSlots } from '../contexts/ShellOptionsContext';
import { HandoverBoundary } from '../../session-handover/components/HandoverBoundary';
import { AppStartGate } from './AppStartGate';
import { AfterCentrePage } from './AfterCentrePage';
import { ChunkBoundary, lazyComponent } from '@portal/page-kit/chunks';
import { StartFrame, StartFrameRegions } from './StartFrame';
import { AppStartQueriesEffect, HomeStartQueriesEffect } from './AppStartQueriesEffect';
import { portalCatalogs } from '../utils/startCatalogs';
import { platformLanguage, startLanguage } from '../utils/startLanguage';

/** Only a member's session needs it (the reality check): its own chunk, out of a guest's start. */
const RealityCheckHost = lazyComponent(() => import('../../responsible-gaming/components/RealityCheckHost'), 'RealityCheckHost');

/** The domain check, the white-label sections, the image CDN and analytics: after the start, out of the start bundle. */
const SiteServices = lazyComponent(() => import('../../site-services/components/SiteServices'), 'SiteServices');

/** Only a session that must change its password needs it: its own chunk, out of everyone's start bundle. */
const PasswordChangeLayout = lazyComponent(() => import('../../password-change/components/PasswordChangeLayout'), 'PasswordChangeLayout');

/** Only a withdraw-only session needs it: its own chunk, out of everyone's start bundle. */
const WithdrawOnlyLayout = lazyComponent(() => import('../../responsible-gaming/components/WithdrawOnlyLayout'), 'WithdrawOnlyLayout');

export interface PortalAppProps {
  brand: BrandConfig;
  /** Pages of the feature libraries, mounted on the routes (docs/product/shell-and-navigation.md) (they win over the shell's own). */
  pages: PortalPages;
  /** Catalogs of the other projects the app composes (the shell's and i18n's are added here). */
  catalogs: readonly CatalogLoaders[];
  /** Portal-wide modals (auth…), rendered inside the router. */
  modals?: ReactNode;
  /** Parts of other features rendered inside the shell's pages (home games…). */
  slots?: PortalSlots;
  /**
   * The withdrawal page (feature-member) shown alone, instead of the routes and overlays, while the
   * session is withdraw-only (docs/product/responsible-gaming.md "Time-out and self-exclusion").
   */
  withdrawOnlyView?: ReactNode;
  /**
   * The member-centre overlay is built and mounted (feature-member): deposit, withdraw and the
   * member-centre entries of the avatar menu show only then, so no entry does nothing.
   */
  memberCentreAvailable?: boolean;
  /** The agent-centre overlay is mounted (feature-agent): its entry shows for agent types. */
  agentCentreAvailable?: boolean;
  /** Platform origin; '' (default) means same origin through the proxy. */
  apiBaseUrl?: string;
  /**
   * Store, query client and platform client made before the first render (startPortal, whose start
   * calls are already on their way: startQuerySteps); made here without one.
   */
  runtime?: PlatformRuntime;
}

/**
 * The whole portal for one brand: brand, data (react-query, jotai, platform client), language,
 * theme, system-status gate, app start and the routes (or, in a withdraw-only session, only the
 * withdrawal view; in a session that must change its password, only the change-password dialog).
 * A brand app renders this with its config and pages.
 */
export function PortalApp({ brand, apiBaseUrl, runtime: givenRuntime, ...rest }: PortalAppProps) {
  const [runtime] = useState(
    () => givenRuntime ?? createPlatformRuntime({ merchant: brand.merchantCode, language: startLanguage(brand), baseUrl: apiBaseUrl }),
  );
  // The Language header follows the language switch (stored `language`).
  const storedLanguage = useAtomValue(languageState, { store: runtime.store });
  return (
    <BrandProvider brand={brand}>
      <PlatformRoot merchant={brand.merchantCode} language={platformLanguage(brand, storedLanguage)} baseUrl={apiBaseUrl} runtime={runtime}>
        <PortalAppInner brand={brand} {...rest} />
      </PlatformRoot>
    </BrandProvider>
  );
}

function PortalAppInner({
  brand,
  pages,
  catalogs,
  modals,
  slots,
  withdrawOnlyView,
  memberCentreAvailable = false,
  agentCentreAvailable = false,
}: Omit<PortalAppProps, 'apiBaseUrl' | 'runtime'>) {
  const storedLanguage = useAtomValue(languageState);
  const storedTheme = useAtomValue(themeModeState);
  const withdrawOnly = useAtomValue(sessionWithdrawOnlyState);
  const passwordChange = useAtomValue(sessionPasswordChangeState);
  const loggedIn = Boolean(useAtomValue(sessionTokenState));
  const { url: customerServiceUrl } = useCustomerServiceLink();
  const locale = pickLocale(brand.languages, brand.defaultLanguage, storedLanguage);
  const mode = storedTheme ?? brand.defaultTheme;
  const overrides = useMemo(() => brandThemeOverrides(brand), [brand]);
  // One array for the app's life: a new one would load and activate the catalogs again on every render here.
  const allCatalogs = useMemo(() => portalCatalogs(catalogs), [catalogs]);
  const shellOptions = useMemo(
    () => ({ slots: slots ?? {}, memberCentreAvailable, agentCentreAvailable }),
    [slots, memberCentreAvailable, agentCentreAvailable],
  );
  return (
    <PortalThemeProvider mode={mode} overrides={overrides}>
      <MoneyFormatProvider format={brand.currency}>
        {/* The start's calls (sent by startPortal before this renders), beside the catalogs, not after them. */}
        <AppStartQueriesEffect />
        <PortalI18nProvider locale={locale} catalogs={allCatalogs} fallback={<StartFrameRegions />}>
          <SystemStatusGate contactHref={customerServiceUrl ?? undefined}>
            <AppStartGate>
              <HandoverBoundary>
                <ShellOptionsProvider value={shellOptions}>
                  <BrowserRouter>
                    {passwordChange && loggedIn ? (
                      // The forced password change: the dialog (among the modals) over an empty frame, nothing else.
                      <Suspense fallback={<StartFrame />}>
                        <PasswordChangeLayout>{modals}</PasswordChangeLayout>
                      </Suspense>
                    ) : withdrawOnly ? (
                      <Suspense fallback={<StartFrame />}>
                        <WithdrawOnlyLayout exclusion={withdrawOnly}>{withdrawOnlyView}</WithdrawOnlyLayout>
                      </Suspense>
                    ) : (
                      <>
                        <PortalRoutes pages={pages} />
                        <ShellModals />
                        <AfterCentrePage>
                          {loggedIn ? (
                            <ChunkBoundary place="part">
                              <RealityCheckHost />
                            </ChunkBoundary>
                          ) : null}
                          <ChunkBoundary place="part">
                            <SiteServices />
                          </ChunkBoundary>
                        </AfterCentrePage>
                        <LoginRiskNoticeEffect />
                        {modals}
                      </>
                    )}
                  </BrowserRouter>
                </ShellOptionsProvider>
              </HandoverBoundary>
            </AppStartGate>
          </SystemStatusGate>
        </PortalI18nProvider>
        {/* After the catalogs' loads (effects run in sibling order): home's calls hold a connection for a round trip. */}
        <HomeStartQueriesEffect />
      </MoneyFormatProvider>
    </PortalThemeProvider>
  );
}
