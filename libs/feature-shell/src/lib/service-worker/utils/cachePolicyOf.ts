import { IMAGE_CDN_PROBE_PARAM } from '../../site-services/constants/IMAGE_CDN_PROBE_PARAM';
import { CACHED_SANDBOX_PREFIX, NEVER_CACHED_PREFIXES } from '../constants/SERVICE_WORKER';

/**
 * What the worker does with a request (docs/product/installed-app.md "What is stored on the phone"):
 * - `shell`: a page of the portal opened (a navigation): the build's index.html from the precache;
 * - `precache`: a file the build stored at install, from the precache;
 * - `asset`: another of the build's scripts or styles (`/assets/`), stored the first time it loads;
 * - `image`: an image (games, banners, promotions), stored with a size and age limit;
 * - `network`: everything else, which the worker leaves to the browser: the platform's calls, the
 *   sandbox's pages, frames (games, payment pages, chat), other sites' files, anything but a GET.
 */
export type CachePolicy = 'shell' | 'precache' | 'asset' | 'image' | 'network';

/** The parts of a request the policy reads (a `Request` has them all). */
export interface PolicyRequest {
  url: string;
  method: string;
  mode: string;
  destination: string;
}

export function cachePolicyOf(request: PolicyRequest, origin: string, precached: ReadonlySet<string>): CachePolicy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  const own = url.origin === origin;
  if (own && NEVER_CACHED_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)) && !url.pathname.startsWith(CACHED_SANDBOX_PREFIX)) return 'network';
  // A game, a payment page or a chat room in a frame is another site's page: never the worker's.
  if (['iframe', 'frame', 'embed', 'object', 'worker', 'sharedworker'].includes(request.destination)) return 'network';
  if (request.mode === 'navigate') return own && isPortalPage(url.pathname) ? 'shell' : 'network';
  if (request.destination === 'document') return 'network';
  if (own && url.search === '' && precached.has(url.pathname)) return 'precache';
  if (request.destination === 'image') return url.searchParams.has(IMAGE_CDN_PROBE_PARAM) || !/^https?:$/.test(url.protocol) ? 'network' : 'image';
  if (!own) return 'network';
  return url.pathname.startsWith('/assets/') && url.search === '' ? 'asset' : 'network';
}

/** A path the portal's router draws: any path but a file's (a last segment with an extension), except the routes' `.html` addresses. */
function isPortalPage(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}
