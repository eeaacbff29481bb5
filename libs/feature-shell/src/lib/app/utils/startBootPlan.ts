import { HEADER, startRoutes } from '@portal/api-contract';
import type { BrandConfig } from '@portal/brand';
import { PLATFORM_LANGUAGE } from '@portal/i18n';
import { PORTAL_ROUTES } from '../../routes/constants/PORTAL_ROUTES';
import { routeBannerGroup } from './routeBannerGroup';

/**
 * What index.html's boot script asks the platform for before the portal's code has arrived
 * (docs/product/performance.md "The start's calls leave with the HTML"). A brand's build writes it
 * into the script's `data-boot` attribute (tools/workspace-plugin brandBoot); the script itself is
 * the same for every brand (tools/serving/boot-script.mjs), so the CSP allows it by one hash.
 * The platform client takes these answers instead of sending the same requests again
 * (data-access `takeBootResponse`), so each URL must be exactly the one `prefetchStartQueries`
 * asks for (a test compares them).
 */
export interface StartBootPlan {
  /** Prefix of every call (the brand's platform origin, or '' for the same origin). */
  base: string;
  merchant: string;
  /** The header names of the platform API. */
  headers: { merchant: string; language: string; authorization: string };
  /** The Language header for each portal locale the brand offers (the stored `language` preference), and the brand's default. */
  languages: Record<string, string>;
  language: string;
  /** The calls of every start, in prefetchStartQueries' order; `{host}` stands for `location.host`, encoded. */
  calls: string[];
  /** Asked for only with a stored session (the token goes with every call then). */
  sessionCalls: string[];
  /** The banner call of each route path that shows banners (exact paths only). */
  banners: Record<string, string>;
}

function path(route: { path: string }, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${route.path}?${query}` : route.path;
}

export function startBootPlan(brand: BrandConfig, base: string): StartBootPlan {
  const banners: Record<string, string> = {};
  for (const route of PORTAL_ROUTES) {
    const group = routeBannerGroup(brand, route);
    if (group && !route.path.includes(':') && !route.path.includes('*')) banners[route.path] = path(startRoutes.bannerList, { groupName: group });
  }
  return {
    base,
    merchant: brand.merchantCode,
    headers: { merchant: HEADER.merchant, language: HEADER.language, authorization: HEADER.authorization },
    languages: Object.fromEntries(brand.languages.map((locale) => [locale, PLATFORM_LANGUAGE[locale]])),
    language: PLATFORM_LANGUAGE[brand.defaultLanguage],
    calls: [
      path(startRoutes.systemStatus),
      // `{host}` is replaced in the browser: URLSearchParams and encodeURIComponent encode a host alike.
      `${startRoutes.permission.path}?host={host}`,
      path(startRoutes.gameMenus, { platform: brand.platform }),
      path(startRoutes.countryList),
    ],
    sessionCalls: [path(startRoutes.memberInfo)],
    banners,
  };
}
