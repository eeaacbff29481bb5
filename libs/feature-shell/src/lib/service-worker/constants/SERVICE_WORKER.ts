/**
 * The service worker's file, caches and limits (docs/product/installed-app.md). The file's name
 * never changes: the browser finds a new deploy by fetching it again and comparing the bytes.
 */
export const SERVICE_WORKER = {
  /** Where the build writes the worker and where the portal registers it (scope: the whole site). */
  url: '/sw.js',
  /** Every cache the portal's worker makes starts so (the self-removing worker deletes them all). */
  cachePrefix: 'portal-',
  /** The precache of one build: `portal-precache-<build id>`; the next build's worker deletes it. */
  precachePrefix: 'portal-precache-',
  /** Scripts and styles of the pages a player opened (hashed names: a file never changes). */
  assetCache: 'portal-assets',
  /** Game, banner, promotion and vendor images. */
  imageCache: 'portal-images',
  /** The header a runtime entry is stored with: when it was stored (ms since the epoch). */
  storedAtHeader: 'x-portal-stored-at',
  /** Every page of the portal is this one file; the router draws the route. */
  shell: '/index.html',
} as const;

/** Size and age limits of the runtime caches: the oldest entries leave first. */
export const RUNTIME_CACHE_LIMITS = {
  /** The scripts of about every page of the portal, and of the build before (until they age out). */
  assets: { maxEntries: 400, maxAgeMs: 30 * 24 * 60 * 60 * 1000 },
  /** A few lobbies' worth of game tiles, the banners and promotions; images change more often than code. */
  images: { maxEntries: 300, maxAgeMs: 7 * 24 * 60 * 60 * 1000 },
} as const;

/**
 * Paths never answered from a cache, nor stored: the platform (`/wps`, `/lgw`: balances, sessions,
 * money), the sandbox's pages and operator controls (`/sandbox`, but its artwork, which stands for
 * the platform's images). Payment pages and game frames are other sites or frames, never handled.
 */
export const NEVER_CACHED_PREFIXES = ['/wps/', '/lgw/', '/sandbox/'] as const;
/** The sandbox's artwork: images like the platform's CDN serves (docs/product/display-and-platform.md "Images and game launches through the CDNs"). */
export const CACHED_SANDBOX_PREFIX = '/sandbox/art/';

/** The messages between the portal and its worker. */
export const SERVICE_WORKER_MESSAGES = {
  /** The portal: the player asked for the new version (the waiting worker takes over). */
  skipWaiting: 'portal:skip-waiting',
} as const;
