import { agentCatalog } from '@portal/feature-agent/catalog';
import { authCatalog } from '@portal/feature-auth/catalog';
import { gamesCatalog } from '@portal/feature-games/catalog';
import { PortalApp, type PortalPages } from '@portal/feature-shell';
import { i18nCatalog } from '@portal/i18n';
import { agentCentreOpenState } from '@portal/data-access';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
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
  agentLogin: lazy(() => import('@portal/feature-agent').then((m) => ({ default: m.AgentLoginPage }))),
};

/** The agent centre (feature-agent, its own chunk): loaded once `?agent=` is in the address or the avatar menu asks for it. */
const AgentCentre = lazy(() => import('@portal/feature-agent').then((m) => ({ default: m.AgentCentre })));
function AgentCentreGate() {
  const [params] = useSearchParams();
  const requested = useAtomValue(agentCentreOpenState);
  if (!params.has('agent') && !requested) return null;
  return (
    <Suspense fallback={null}>
      <AgentCentre />
    </Suspense>
  );
}

/** Account modals and the free-play flow (feature-auth, its own chunk). */
const AuthModals = lazy(() => import('@portal/feature-auth').then((m) => ({ default: m.AuthModals })));
const authModals = (
  <>
    <Suspense fallback={null}>
      <AuthModals />
    </Suspense>
    <AgentCentreGate />
  </>
);

/** Hot and most played games on the home page (feature-games, its own chunk). */
const HomeGameSections = lazy(() => import('@portal/feature-games').then((m) => ({ default: m.HomeGameSections })));
const homeGames = (
  <Suspense fallback={null}>
    <HomeGameSections />
  </Suspense>
);

const catalogs = [i18nCatalog, authCatalog, gamesCatalog, agentCatalog];

/** The PT brand: the shared portal with this brand's configuration. */
export function App() {
  return (
    <PortalApp
      brand={brandConfig}
      pages={pages}
      modals={authModals}
      slots={{ homeGames }}
      catalogs={catalogs}
      apiBaseUrl={import.meta.env.VITE_PORTAL_API_BASE ?? ''}
    />
  );
}
