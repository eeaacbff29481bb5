import { authCatalog } from '@portal/feature-auth/catalog';
import { gamesCatalog } from '@portal/feature-games/catalog';
import { memberCatalog } from '@portal/feature-member/catalog';
import { PortalApp, type PortalPages } from '@portal/feature-shell';
import { i18nCatalog } from '@portal/i18n';
import { lazy, Suspense } from 'react';
import { brandConfig } from '../brand.config';

/** Pages of the feature libraries, each a lazy route chunk. */
const pages: PortalPages = {
  register: lazy(() => import('@portal/feature-auth').then((m) => ({ default: m.RegisterPage }))),
  login: lazy(() => import('@portal/feature-auth').then((m) => ({ default: m.LoginPage }))),
  lobby: lazy(() => import('@portal/feature-games').then((m) => ({ default: m.LobbyPage }))),
  game: lazy(() => import('@portal/feature-games').then((m) => ({ default: m.GamePage }))),
  seamless: lazy(() => import('@portal/feature-games').then((m) => ({ default: m.SeamlessPage }))),
  lottery: lazy(() => import('@portal/feature-games').then((m) => ({ default: m.LotteryPage }))),
  vnlottery: lazy(() => import('@portal/feature-games').then((m) => ({ default: m.VnLotteryPage }))),
  elott: lazy(() => import('@portal/feature-games').then((m) => ({ default: m.ElottPage }))),
};

/** Account modals and the free-play flow (feature-auth, its own chunk). */
const AuthModals = lazy(() => import('@portal/feature-auth').then((m) => ({ default: m.AuthModals })));
/** The personal-centre overlay, opened by `?member=<pageId>` on any route (feature-member, its own chunk). */
const PersonalCenterOverlay = lazy(() => import('@portal/feature-member').then((m) => ({ default: m.PersonalCenterOverlay })));
const authModals = (
  <Suspense fallback={null}>
    <AuthModals />
    <PersonalCenterOverlay />
  </Suspense>
);

/** Hot and most played games on the home page (feature-games, its own chunk). */
const HomeGameSections = lazy(() => import('@portal/feature-games').then((m) => ({ default: m.HomeGameSections })));
const homeGames = (
  <Suspense fallback={null}>
    <HomeGameSections />
  </Suspense>
);

const catalogs = [i18nCatalog, authCatalog, gamesCatalog, memberCatalog];

/** The PT brand: the shared portal with this brand's configuration. */
export function App() {
  return (
    <PortalApp
      brand={brandConfig}
      pages={pages}
      modals={authModals}
      slots={{ homeGames }}
      catalogs={catalogs}
      memberCentreAvailable
      apiBaseUrl={import.meta.env.VITE_PORTAL_API_BASE ?? ''}
    />
  );
}
