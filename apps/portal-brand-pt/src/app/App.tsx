import { gamesCatalog } from '@portal/feature-games/catalog';
import { PortalApp, type PortalPages } from '@portal/feature-shell';
import { i18nCatalog } from '@portal/i18n';
import { lazy } from 'react';
import { brandConfig } from '../brand.config';

/** Pages of the feature libraries, each a lazy route chunk. */
const pages: PortalPages = {
  lobby: lazy(() => import('@portal/feature-games').then((m) => ({ default: m.LobbyPage }))),
  game: lazy(() => import('@portal/feature-games').then((m) => ({ default: m.GamePage }))),
  seamless: lazy(() => import('@portal/feature-games').then((m) => ({ default: m.SeamlessPage }))),
  lottery: lazy(() => import('@portal/feature-games').then((m) => ({ default: m.LotteryPage }))),
  vnlottery: lazy(() => import('@portal/feature-games').then((m) => ({ default: m.VnLotteryPage }))),
  elott: lazy(() => import('@portal/feature-games').then((m) => ({ default: m.ElottPage }))),
};

const catalogs = [i18nCatalog, gamesCatalog];

/** The PT brand: the shared portal with this brand's configuration. */
export function App() {
  return <PortalApp brand={brandConfig} pages={pages} catalogs={catalogs} apiBaseUrl={import.meta.env.VITE_PORTAL_API_BASE ?? ''} />;
}
