import { RUNTIME_CACHE_LIMITS, SERVICE_WORKER, SERVICE_WORKER_MESSAGES } from '../constants/SERVICE_WORKER';
import type { PrecacheEntry, ServiceWorkerBuild } from '../types/ServiceWorkerBuild';
import type { FetchEvent, ServiceWorkerScope } from '../types/ServiceWorkerScope';
import { cachePolicyOf } from './cachePolicyOf';
import { expiredEntries } from './expiredEntries';
import { revisionOf } from './revisionOf';

type Limits = { maxEntries: number; maxAgeMs: number };

/** A runtime cache is trimmed once every this many new entries (and when a new worker takes over). */
const TRIM_EVERY = 20;

/**
 * The brand's service worker (docs/product/installed-app.md): `sw.js` is this function run with the
 * build's precache list (`src/serviceWorker.ts`, built by tools/workspace-plugin `brandServiceWorker`).
 * - Install: stores the build's page, start scripts, shell chunks, fonts and images, checking each
 *   file whose name does not hold its hash against the build's revision (a deploy landing during
 *   the install fails it; the browser tries again at the next visit). A hashed file another cache
 *   of this site already holds is copied, not downloaded again.
 * - It waits: the new version takes over when every tab of the old one has closed, or when the
 *   player accepts the portal's "new version ready" prompt (`skipWaiting` message). It never
 *   claims the pages already open: they keep the version they started with.
 * - Activate: deletes the other builds' precaches and trims the runtime caches.
 * - Fetch: pages from the precached index.html; the build's files from the precache; other scripts
 *   and images stored as they load, within their limits; everything else (the platform, frames,
 *   other sites' files but images, anything but a GET) goes to the network untouched.
 */
export function runServiceWorker(scope: ServiceWorkerScope, build: ServiceWorkerBuild): void {
  const precacheName = `${SERVICE_WORKER.precachePrefix}${build.id}`;
  const precached = new Set(build.precache.map((entry) => entry.url));
  const stored = new Map<string, number>();

  scope.addEventListener('install', (event) => event.waitUntil(precache(scope, precacheName, build.precache)));
  scope.addEventListener('activate', (event) =>
    event.waitUntil(
      (async () => {
        const names = await scope.caches.keys();
        await Promise.all(
          names.filter((name) => name.startsWith(SERVICE_WORKER.precachePrefix) && name !== precacheName).map((name) => scope.caches.delete(name)),
        );
        await trim(scope, SERVICE_WORKER.assetCache, RUNTIME_CACHE_LIMITS.assets);
        await trim(scope, SERVICE_WORKER.imageCache, RUNTIME_CACHE_LIMITS.images);
      })(),
    ),
  );
  scope.addEventListener('message', (event) => {
    if (isMessage(event.data, SERVICE_WORKER_MESSAGES.skipWaiting)) event.waitUntil(scope.skipWaiting());
  });
  scope.addEventListener('fetch', (event) => {
    const policy = cachePolicyOf(event.request, scope.location.origin, precached);
    if (policy === 'network') return;
    const path = new URL(event.request.url).pathname;
    if (policy === 'shell' || policy === 'precache') {
      event.respondWith(fromPrecache(scope, precacheName, policy === 'shell' ? SERVICE_WORKER.shell : path, event.request));
      return;
    }
    const [name, limits] =
      policy === 'asset' ? [SERVICE_WORKER.assetCache, RUNTIME_CACHE_LIMITS.assets] : [SERVICE_WORKER.imageCache, RUNTIME_CACHE_LIMITS.images];
    event.respondWith(
      fromRuntimeCache(scope, event, name, limits, (added) => {
        const count = (stored.get(name) ?? 0) + added;
        stored.set(name, count);
        if (count % TRIM_EVERY === 0) event.waitUntil(trim(scope, name, limits));
      }),
    );
  });
}

function isMessage(data: unknown, type: string): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;
}

async function precache(scope: ServiceWorkerScope, name: string, entries: ReadonlyArray<PrecacheEntry>): Promise<void> {
  const cache = await scope.caches.open(name);
  await Promise.all(
    entries.map(async ({ url, revision }) => {
      if (await cache.match(url)) return;
      const existing = revision === null ? await scope.caches.match(url) : undefined;
      if (existing) return cache.put(url, existing);
      const response = await scope.fetch(url, { cache: revision === null ? 'default' : 'no-cache', credentials: 'same-origin' });
      if (response.status !== 200 || response.redirected) throw new Error(`service worker: ${url} answered ${response.status}`);
      if (revision !== null) {
        const got = await revisionOf(scope.crypto, await response.clone().arrayBuffer());
        if (got !== revision) throw new Error(`service worker: ${url} is not this build's (a deploy is under way)`);
      }
      await cache.put(url, response);
    }),
  );
}

async function fromPrecache(scope: ServiceWorkerScope, name: string, path: string, request: Request): Promise<Response> {
  const cache = await scope.caches.open(name);
  return (await cache.match(path)) ?? scope.fetch(request);
}

/**
 * A stored copy younger than the limit, else the network's answer (stored when it is a whole
 * answer the page may read: 200, not another site's opaque one), else, with no network, the
 * stored copy however old.
 */
async function fromRuntimeCache(
  scope: ServiceWorkerScope,
  event: FetchEvent,
  name: string,
  limits: Limits,
  onStored: (added: number) => void,
): Promise<Response> {
  const { request } = event;
  const cache = await scope.caches.open(name);
  const cached = await cache.match(request);
  if (cached && Date.now() - storedAt(cached) <= limits.maxAgeMs) return cached;
  let response: Response;
  try {
    response = name === SERVICE_WORKER.imageCache ? await fetchImage(scope, request) : await scope.fetch(request);
  } catch (error) {
    if (cached) return cached;
    throw error;
  }
  if (response.status === 404 && name === SERVICE_WORKER.assetCache) {
    // The build this page runs was replaced and its files with it: the waiting version takes over,
    // so the portal's reload after a missing chunk opens the new one.
    scope.registration.waiting?.postMessage({ type: SERVICE_WORKER_MESSAGES.skipWaiting });
  }
  const type = response.headers.get('content-type') ?? '';
  const storable =
    response.status === 200 && (response.type === 'basic' || response.type === 'cors') && (name !== SERVICE_WORKER.imageCache || type.startsWith('image/'));
  if (storable) {
    const copy = response.clone();
    event.waitUntil(
      (async () => {
        const headers = new Headers(copy.headers);
        headers.set(SERVICE_WORKER.storedAtHeader, String(Date.now()));
        await cache.put(request, new Response(await copy.blob(), { status: copy.status, statusText: copy.statusText, headers }));
        onStored(1);
      })().catch(() => undefined),
    );
  }
  return response;
}

/** Origins whose images cannot be read (no CORS): the worker asks them as the page did, and does not store them. */
const opaqueOrigins = new Set<string>();

/**
 * Another site's image as one the worker may store: asked for with CORS (an image CDN allows it),
 * so the answer can be read and its size counted; an origin that refuses is asked as the page asked
 * (an opaque answer, which the worker passes on without storing: the browser counts each one as
 * megabytes of the site's storage).
 */
async function fetchImage(scope: ServiceWorkerScope, request: Request): Promise<Response> {
  const { origin } = new URL(request.url);
  if (request.mode !== 'no-cors' || origin === scope.location.origin || opaqueOrigins.has(origin)) return scope.fetch(request);
  try {
    return await scope.fetch(request.url, { mode: 'cors', credentials: 'omit', referrerPolicy: request.referrerPolicy });
  } catch (error) {
    if (!scope.navigator.onLine) throw error;
    opaqueOrigins.add(origin);
    return scope.fetch(request);
  }
}

function storedAt(response: Response): number {
  return Number(response.headers.get(SERVICE_WORKER.storedAtHeader) ?? NaN);
}

async function trim(scope: ServiceWorkerScope, name: string, limits: Limits): Promise<void> {
  if (!(await scope.caches.has(name))) return;
  const cache = await scope.caches.open(name);
  const requests = await cache.keys();
  const entries = await Promise.all(
    requests.map(async (request) => ({ url: request.url, storedAt: storedAt((await cache.match(request)) ?? new Response()) })),
  );
  await Promise.all(expiredEntries(entries, Date.now(), limits).map((url) => cache.delete(url)));
}
