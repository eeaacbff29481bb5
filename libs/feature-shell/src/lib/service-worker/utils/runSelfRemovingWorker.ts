import { SERVICE_WORKER } from '../constants/SERVICE_WORKER';
import type { ServiceWorkerScope } from '../types/ServiceWorkerScope';

/**
 * The worker of a build made with the service worker switched off (`PORTAL_SERVICE_WORKER=off`,
 * docs/product/installed-app.md "Switching it off"): on a phone that has the brand's worker, the
 * browser finds this one at its next check (every visit), installs it at once, and it deletes the
 * portal's caches and unregisters itself. It answers no request: the pages still open go to the
 * network from then on, and the next visit runs without a worker.
 */
export function runSelfRemovingWorker(scope: ServiceWorkerScope): void {
  scope.addEventListener('install', (event) => event.waitUntil(scope.skipWaiting()));
  scope.addEventListener('activate', (event) =>
    event.waitUntil(
      (async () => {
        const names = await scope.caches.keys();
        await Promise.all(names.filter((name) => name.startsWith(SERVICE_WORKER.cachePrefix)).map((name) => scope.caches.delete(name)));
        await scope.registration.unregister();
      })(),
    ),
  );
}
