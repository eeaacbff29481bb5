import type { BannerGroup } from '@portal/api-contract';
import { useBrand } from '@portal/brand';
import {
  useAnnouncements,
  useBanners,
  useCountries,
  useHotGames,
  useMemberInfo,
  usePermission,
  usePopularGames,
  useSystemStatus,
  useWinnerBoard,
  sessionTokenState,
} from '@portal/data-access';
import { useAtomValue } from 'jotai';
import { useViewport } from '@portal/ui-kit';
import { useEffect, useState } from 'react';
import { useSideMenuCategories } from '../../side-menu/hooks/useSideMenuCategories';
import { preloadFirstBanners } from '../utils/preloadFirstBanners';
import { routeBannerGroup } from '../utils/routeBannerGroup';
import { routeAt } from '../utils/routeAt';
import { centreCoversPageAtStart } from '../../layout/utils/centreCoversPage';

/**
 * Everything the first screen needs, asked for at once beside the system status, so the portal
 * starts in one round trip (docs/product/performance.md): permission, the side menu's game
 * categories, countries, the member (with a stored session), the banners of the route being
 * opened and, on home, its sections (on a phone, its first screen's). When the portal starts through startPortal,
 * startQuerySteps has sent the same queries before the first render and these hooks join
 * them. The first banners' images are asked for as soon as their URLs are known (they are the
 * largest paint of most pages; lazy images wait for them; the opened route's page chunk is asked
 * for by startPortal: startChunkSteps). Renders nothing; the components that
 * show the data read the same queries from the cache. Requests go out in the order of the hooks
 * (the status first), and home's sections after these (a browser opens at most six HTTP/1.1
 * connections to an origin: what the first screen cannot draw without goes first). Under the
 * member centre opened by the address on a phone, the page's calls are not made: the page is built
 * when the centre closes (`centreCoversPage`, docs/product/phone-layout.md).
 */
export function AppStartQueriesEffect() {
  const brand = useBrand();
  const signedIn = Boolean(useAtomValue(sessionTokenState));
  const [route] = useState(() => (centreCoversPageAtStart(signedIn) ? null : routeAt(window.location.pathname)));
  useSystemStatus();
  usePermission();
  useSideMenuCategories(route !== null);
  useCountries(route !== null);
  useMemberInfo();
  const bannerGroup = route ? routeBannerGroup(brand, route) : undefined;
  const banners = useBanners(bannerGroup ?? (brand.bannerGroups.home as BannerGroup), { enabled: Boolean(bannerGroup) });
  const firstBanners = bannerGroup ? banners.data : undefined;
  const slides = route?.layout.bannerSlides;
  useEffect(() => preloadFirstBanners(firstBanners, slides), [firstBanners, slides]);
  return null;
}

/**
 * Home's sections' calls when the visit starts on home, with the same parameters as the sections
 * themselves (WinnerBoard, HomeAnnouncements, feature-games' HomeGameSections). Rendered after the
 * translation provider (PortalApp), so its requests queue behind the start's and the catalogs'. On
 * a phone only the first screen's (hot games): most played, the winner board and announcements ask
 * for theirs when the visitor scrolls near them; a wider screen shows them at once, so they are
 * asked for here (docs/product/performance.md "Only what the first screen shows").
 */
export function HomeStartQueriesEffect() {
  const signedIn = Boolean(useAtomValue(sessionTokenState));
  const [isHome] = useState(() => routeAt(window.location.pathname).page === 'home' && !centreCoversPageAtStart(signedIn));
  // The sections' code was asked for before these calls (startChunkSteps), which hold a connection
  // for a whole round trip.
  return isHome ? <HomeSectionQueriesEffect /> : null;
}

function HomeSectionQueriesEffect() {
  const phone = useViewport() === 'phone';
  useHotGames({});
  return phone ? null : <HomeLowerSectionQueriesEffect />;
}

function HomeLowerSectionQueriesEffect() {
  useWinnerBoard(20);
  useAnnouncements({ pageNo: 1 });
  usePopularGames(undefined, 20);
  return null;
}
