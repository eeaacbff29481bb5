/**
 * Entry point of the self-removing worker (`sw.js` of a build with `PORTAL_SERVICE_WORKER=off`):
 * docs/product/installed-app.md "Switching it off".
 */
import type { ServiceWorkerScope } from './lib/service-worker/types/ServiceWorkerScope';
import { runSelfRemovingWorker } from './lib/service-worker/utils/runSelfRemovingWorker';

runSelfRemovingWorker(self as unknown as ServiceWorkerScope);
