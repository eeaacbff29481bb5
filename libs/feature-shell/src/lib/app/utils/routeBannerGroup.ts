import type { BannerGroup } from '@portal/api-contract';
import type { BrandConfig } from '@portal/brand';
import type { PortalRouteDef } from '../../routes/constants/PORTAL_ROUTES';

/** The banner group shown on a route's layout (null: the route has no banner). */
export function routeBannerGroup(brand: BrandConfig, route: PortalRouteDef): BannerGroup | null {
  const bannerRoute = route.layout.banner;
  return bannerRoute ? (brand.bannerGroups[bannerRoute] as BannerGroup) : null;
}
