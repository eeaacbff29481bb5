import { isWithinDomains } from '@portal/data-access';

/**
 * Whether a launch URL is on the platform's own launch host, the one its launch CDNs mirror
 * (docs/product/display-and-platform.md "Images and game launches through the CDNs"): a path, the
 * portal's own host, or one of the merchant's domains or a subdomain of one. A vendor's own host
 * (a provider that serves its games itself) is none of these, and goes unchanged.
 */
export function isPlatformLaunchUrl(url: string, merchantDomains: readonly string[], pageHost: string = window.location.hostname): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    const { hostname } = new URL(url);
    return hostname === pageHost || isWithinDomains(hostname, merchantDomains);
  } catch {
    return false;
  }
}

/**
 * A launch URL of the platform's own host through a launch CDN: the same path, query and hash on
 * the CDN's origin (`cdn` is a base URL, e.g. `https://g1.cdn.example`); `null` keeps the
 * platform's URL. Only for a URL `isPlatformLaunchUrl` says is the platform's.
 */
export function launchUrlVia(url: string, cdn: string | null): string {
  if (!cdn) return url;
  const base = cdn.replace(/\/+$/, '');
  if (url.startsWith('/')) return base + url;
  try {
    const parsed = new URL(url);
    return base + parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return url;
  }
}

/** sessionStorage key of the launch server the player chose (its index among the CDNs, then the platform's own). */
export const LAUNCH_SERVER_STORAGE_KEY = 'launchServer';

/** The launch server chosen in this session, within `count` servers. */
export function storedLaunchServer(count: number): number {
  try {
    const stored = Number(sessionStorage.getItem(LAUNCH_SERVER_STORAGE_KEY) ?? 0);
    return Number.isInteger(stored) && stored >= 0 && stored < count ? stored : 0;
  } catch {
    return 0;
  }
}

export function storeLaunchServer(index: number): void {
  try {
    sessionStorage.setItem(LAUNCH_SERVER_STORAGE_KEY, String(index));
  } catch {
    // The choice holds for this page only.
  }
}
