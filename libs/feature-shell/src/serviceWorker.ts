/**
 * Entry point of the brand's service worker alone (`sw.js`): the brand's build compiles it into one
 * classic script with the build's precache list (tools/workspace-plugin `brandServiceWorker`).
 * Docs: docs/product/installed-app.md.
 */
import type { ServiceWorkerBuild } from './lib/service-worker/types/ServiceWorkerBuild';
import type { ServiceWorkerScope } from './lib/service-worker/types/ServiceWorkerScope';
import { runServiceWorker } from './lib/service-worker/utils/runServiceWorker';

/** Written by the build: the build's id and precache list. */
declare const PORTAL_SERVICE_WORKER_BUILD: ServiceWorkerBuild;

runServiceWorker(self as unknown as ServiceWorkerScope, PORTAL_SERVICE_WORKER_BUILD);
