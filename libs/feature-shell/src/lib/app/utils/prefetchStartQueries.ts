import type { BannerGroup } from '@portal/api-contract';
import type { BrandConfig } from '@portal/brand';
import {
  bannersQuery,
  countriesQuery,
  memberInfoQuery,
  permissionQuery,
  prefetchEndpoint,
  sessionTokenState,
  systemStatusQuery,
  type PlatformRuntime,
} from '@portal/data-access';
import type { PortalRouteDef } from '../../routes/constants/PORTAL_ROUTES';
import { preloadMemberActions } from '../../header/hooks/useMemberActions';
import { gameMenusQuery } from '../../side-menu/hooks/useSideMenuCategories';
import { routeAt } from './routeAt';

/** The banner group shown on a route's layout (null: the route has no banner). */
export function routeBannerGroup(brand: BrandConfig, route: PortalRouteDef): BannerGroup | null {
  const bannerRoute = route.layout.banner;
  return bannerRoute ? (brand.bannerGroups[bannerRoute] as BannerGroup) : null;
}

/**
 * The start's calls, sent before React renders (startPortal; docs/product/performance.md "Start in
 * one round trip"), in AppStartQueriesEffect's order: the status first, then permission, the side
 * menu's game menus, countries, the member (with a stored session) and the banners of the route
 * being opened; with a stored session also the header's member part's code. The effect's hooks then join these requests instead of sending their own.
 */
export function prefetchStartQueries(runtime: PlatformRuntime, brand: BrandConfig, pathname: string): void {
  prefetchEndpoint(runtime, systemStatusQuery());
  prefetchEndpoint(runtime, permissionQuery());
  prefetchEndpoint(runtime, gameMenusQuery(brand.platform));
  prefetchEndpoint(runtime, countriesQuery());
  prefetchEndpoint(runtime, memberInfoQuery());
  const bannerGroup = routeBannerGroup(brand, routeAt(pathname));
  if (bannerGroup) prefetchEndpoint(runtime, bannersQuery(bannerGroup));
  // With a stored session the start gate also waits for the header's member part: its code comes
  // with the calls, not after the first render.
  if (runtime.store.get(sessionTokenState)) preloadMemberActions();
}
