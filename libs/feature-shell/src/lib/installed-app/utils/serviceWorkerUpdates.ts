import { SERVICE_WORKER, SERVICE_WORKER_MESSAGES } from '../../service-worker/constants/SERVICE_WORKER';
import { INSTALLED_APP } from '../constants/INSTALLED_APP';

type Listener = () => void;

/** The new version waiting to take over (a worker installed while an older one controls the portal). */
let waiting: ServiceWorker | null = null;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

/** Subscribes to the waiting version (`waitingUpdate`). */
export function subscribeToUpdates(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a new version is ready to take over. */
export function updateReady(): boolean {
  return waiting !== null;
}

/**
 * Registers the brand's worker once the page has started (docs/product/installed-app.md "Updates"),
 * follows its updates, and asks for one when the portal comes back to the screen (at most hourly:
 * the browser itself asks at every visit). A build with the worker switched off (`'off'`) registers
 * nothing and drops a registration an older build left. Returns the cleanup.
 */
export function registerServiceWorker(mode: 'on' | 'off', container: ServiceWorkerContainer | undefined = navigator.serviceWorker): () => void {
  if (!container) return () => undefined;
  if (mode === 'off') {
    void container.getRegistrations().then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())));
    return () => undefined;
  }
  let stopped = false;
  let registration: ServiceWorkerRegistration | undefined;
  let checkedAt = Date.now();
  const offer = (worker: ServiceWorker | null) => {
    // The first install is not an update: the page was not controlled by an older version.
    if (!worker || !container.controller || worker === waiting) return;
    waiting = worker;
    notify();
  };
  const watch = (worker: ServiceWorker) => {
    const onState = () => {
      if (worker.state === 'installed') offer(worker);
      if (worker.state === 'redundant' && worker === waiting) {
        waiting = null;
        notify();
      }
    };
    worker.addEventListener('statechange', onState);
    onState();
  };
  const onVisible = () => {
    if (document.visibilityState !== 'visible' || !registration || Date.now() - checkedAt < INSTALLED_APP.updateCheckIntervalMs) return;
    checkedAt = Date.now();
    void registration.update().catch(() => undefined);
  };
  container.register(SERVICE_WORKER.url, { scope: '/', updateViaCache: 'none' }).then(
    (registered) => {
      if (stopped) return;
      registration = registered;
      if (registered.waiting) watch(registered.waiting);
      if (registered.installing) watch(registered.installing);
      registered.addEventListener('updatefound', () => {
        if (registered.installing) watch(registered.installing);
      });
    },
    () => undefined,
  );
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * The player took the new version: it takes over, and this page reloads into it once it has (only
 * this page: another tab that took it does not reload this one under the player).
 */
export function applyUpdate(container: ServiceWorkerContainer = navigator.serviceWorker, reload: () => void = () => window.location.reload()): void {
  if (!waiting) return;
  container.addEventListener('controllerchange', () => reload(), { once: true });
  waiting.postMessage({ type: SERVICE_WORKER_MESSAGES.skipWaiting });
}
