import { expect, type Page } from '@playwright/test';

/**
 * Waits until the brand's service worker is installed and active for this page's site (it
 * registers after the start: docs/product/installed-app.md). The page that registered it is not
 * controlled by it; the next page loaded is.
 */
export async function serviceWorkerActive(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 30_000 })
    .toBe('activated');
}

/** Whether the page was loaded through the worker. */
export const controlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

/** Every URL held by any cache of the site, by cache name. */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    return out;
  });
}
