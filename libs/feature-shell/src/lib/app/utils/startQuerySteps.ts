import type { BrandConfig } from '@portal/brand';
import {
  bannersQuery,
  countriesQuery,
  memberInfoQuery,
  permissionQuery,
  prefetchEndpoint,
  type EndpointQuery,
  sessionTokenState,
  systemStatusQuery,
  type PlatformRuntime,
} from '@portal/data-access';
import { readViewport } from '@portal/ui-kit';
import { preloadMemberActions } from '../../header/hooks/useMemberActions';
import { preloadSideMenu, showsSideMenu } from '../../side-menu/hooks/useSideMenu';
import { gameMenusQuery } from '../../side-menu/hooks/useSideMenuCategories';
import { preloadFirstBanners } from './preloadFirstBanners';
import { routeAt } from './routeAt';
import { routeBannerGroup } from './routeBannerGroup';

/**
 * The start's calls, sent before React renders (startPortal; docs/product/performance.md "Start in
 * one round trip"), in AppStartQueriesEffect's order: the status first, then permission, the side
 * menu's game menus, countries, the member (with a stored session) and the banners of the route
 * being opened (whose first images are asked for as soon as it answers); with a stored session
 * also the header's member part's code, and the side menu's where the page shows it. The effect's
 * hooks then join these requests instead of sending their own. As steps: startPortal runs each in a
 * task of its own (a call's client and query cost about 35 ms of a phone's main thread at 4× CPU;
 * docs/product/performance.md "The start's long tasks"). Under the member centre opened by the
 * address on a phone (`pageCovered`, `centreCoversPage`) the page's banners are not asked for.
 */
export function startQuerySteps(runtime: PlatformRuntime, brand: BrandConfig, pathname: string, pageCovered = false): (() => void)[] {
  const route = routeAt(pathname);
  const bannerGroup = routeBannerGroup(brand, route);
  return [
    // Under the member centre opened by the address on a phone, no menu shows nor any mobile field.
    ...(
      [systemStatusQuery(), permissionQuery(), ...(pageCovered ? [] : [gameMenusQuery(brand.platform), countriesQuery()]), memberInfoQuery()] as EndpointQuery[]
    ).map((query) => () => void prefetchEndpoint(runtime, query)),
    // The first banners' images are asked for when the answer arrives, not when React has rendered it.
    () => {
      if (bannerGroup && !pageCovered)
        void prefetchEndpoint(runtime, bannersQuery(bannerGroup)).then((banners) => preloadFirstBanners(banners, route.layout.bannerSlides));
    },
    () => {
      // With a stored session the start gate also waits for the header's member part: its code comes
      // with the calls, not after the first render.
      // Not under the member centre opened by the address on a phone: it is built when the centre closes.
      if (runtime.store.get(sessionTokenState) && !pageCovered) preloadMemberActions();
      // The side menu's code too, where the page shows it (not on a phone: there it is the drawer's).
      if (showsSideMenu(route.layout, readViewport())) preloadSideMenu();
    },
  ];
}
