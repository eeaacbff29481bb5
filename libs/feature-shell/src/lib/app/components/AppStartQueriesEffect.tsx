import type { BannerGroup } from '@portal/api-contract';
import { useBrand } from '@portal/brand';
import { useBanners, useCountries, useHotGames, useMemberInfo, usePermission, useSystemStatus } from '@portal/data-access';
import { useEffect, useState } from 'react';
import { useSideMenuCategories } from '../../side-menu/hooks/useSideMenuCategories';
import { preloadFirstBanners } from '../utils/preloadFirstBanners';
import { routeBannerGroup } from '../utils/routeBannerGroup';
import { routeAt } from '../utils/routeAt';

/**
 * Everything the first screen needs, asked for at once beside the system status, so the portal
 * starts in one round trip (docs/product/performance.md): permission, the side menu's game
 * categories, countries, the member (with a stored session), the banners of the route being
 * opened and, on home, its first screen's games. When the portal starts through startPortal,
 * startQuerySteps has sent the same queries before the first render and these hooks join
 * them. The first banners' images are asked for as soon as their URLs are known (they are the
 * largest paint of most pages; lazy images wait for them; the opened route's page chunk is asked
 * for by startPortal: startChunkSteps). Renders nothing; the components that
 * show the data read the same queries from the cache. Requests go out in the order of the hooks
 * (the status first), and home's sections after these (a browser opens at most six HTTP/1.1
 * connections to an origin: what the first screen cannot draw without goes first).
 */
export function AppStartQueriesEffect() {
  const brand = useBrand();
  const [route] = useState(() => routeAt(window.location.pathname));
  useSystemStatus();
  usePermission();
  useSideMenuCategories();
  useCountries();
  useMemberInfo();
  const bannerGroup = routeBannerGroup(brand, route);
  const banners = useBanners(bannerGroup ?? (brand.bannerGroups.home as BannerGroup), { enabled: Boolean(bannerGroup) });
  const firstBanners = bannerGroup ? banners.data : undefined;
  useEffect(() => preloadFirstBanners(firstBanners), [firstBanners]);
  return null;
}

/**
 * Home's first screen's games (hot games) when the visit starts on home, with the same parameters
 * as the section itself (feature-games' HomeGameSections). Rendered after the translation provider
 * (PortalApp), so its request queues behind the start's and the catalogs'. Most played, the winner
 * board and announcements ask for theirs when they render, when the visitor scrolls near them
 * (docs/product/performance.md "Only what the first screen shows").
 */
export function HomeStartQueriesEffect() {
  const [isHome] = useState(() => routeAt(window.location.pathname).page === 'home');
  // The section's code was asked for before this call (startChunkSteps), which holds a connection
  // for a whole round trip.
  return isHome ? <HomeSectionQueriesEffect /> : null;
}

function HomeSectionQueriesEffect() {
  useHotGames({});
  return null;
}
