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
} from '@portal/data-access';
import { isValidElement, useEffect, useState } from 'react';
import type { PortalPages } from '../../routes/components/PortalRoutes';
import type { PortalSlots } from '../contexts/ShellOptionsContext';
import { SHELL_PAGES } from '../../routes/constants/SHELL_PAGES';
import { useSideMenuCategories } from '../../side-menu/hooks/useSideMenuCategories';
import { preloadFirstBanners } from '../utils/preloadFirstBanners';
import { routeBannerGroup } from '../utils/routeBannerGroup';
import { routeAt } from '../utils/routeAt';

/**
 * Everything the first screen needs, asked for at once beside the system status, so the portal
 * starts in one round trip (docs/product/performance.md): permission, the side menu's game
 * categories, countries, the member (with a stored session), the banners of the route being
 * opened and, on home, its sections. When the portal starts through startPortal,
 * prefetchStartQueries has sent the same queries before the first render and these hooks join
 * them. The first banners' images are asked for as soon as their URLs are known (they are the
 * largest paint of most pages; lazy images wait for them), and the opened route's page chunk at
 * the same time (it would otherwise wait for the start gate). Renders nothing; the components that
 * show the data read the same queries from the cache. Requests go out in the order of the hooks
 * (the status first), and home's sections after these (a browser opens at most six HTTP/1.1
 * connections to an origin: what the first screen cannot draw without goes first).
 */
export function AppStartQueriesEffect({ pages }: { pages: PortalPages }) {
  const brand = useBrand();
  const [route] = useState(() => routeAt(window.location.pathname));
  useSystemStatus();
  usePermission();
  useSideMenuCategories();
  useCountries();
  useMemberInfo();
  const bannerGroup = routeBannerGroup(brand, route);
  const banners = useBanners(bannerGroup ?? (brand.bannerGroups.home as BannerGroup), { enabled: Boolean(bannerGroup) });
  // After the calls above (effects run in order): the chunk's module preloads must not delay them.
  useEffect(() => {
    const page = { ...SHELL_PAGES, ...pages }[route.page];
    if (page && 'preload' in page && typeof page.preload === 'function') page.preload();
  }, [pages, route.page]);
  const firstBanners = bannerGroup ? banners.data : undefined;
  useEffect(() => preloadFirstBanners(firstBanners), [firstBanners]);
  return null;
}

/**
 * Home's sections when the visit starts on home, with the same parameters as the sections
 * themselves (WinnerBoard, HomeAnnouncements, feature-games' HomeGameSections). Rendered after the
 * translation provider (PortalApp), so its requests queue behind the start's and the catalogs'.
 */
export function HomeStartQueriesEffect({ slots }: { slots?: PortalSlots }) {
  const [isHome] = useState(() => routeAt(window.location.pathname).page === 'home');
  if (!isHome) return null;
  // Siblings' effects run in order: the sections' code is asked for before their calls, which hold
  // a connection for a whole round trip.
  return (
    <>
      <HomeSlotsPreloadEffect slots={slots} />
      <HomeSectionQueriesEffect />
    </>
  );
}

/** Home's parts from other features (its game sections) are asked for with the start too. */
function HomeSlotsPreloadEffect({ slots }: { slots?: PortalSlots }) {
  useEffect(() => {
    for (const slot of Object.values(slots ?? {})) {
      const type: unknown = isValidElement(slot) ? slot.type : null;
      if (type && typeof type === 'object' && 'preload' in type && typeof type.preload === 'function') type.preload();
    }
  }, [slots]);
  return null;
}

function HomeSectionQueriesEffect() {
  useWinnerBoard(20);
  useAnnouncements({ pageNo: 1 });
  useHotGames({});
  usePopularGames(undefined, 20);
  return null;
}
