import { defineBrand, withBrandDefaults, type BrandConfig, type BrandConfigInput } from '@portal/brand';
import { createPlatformRuntime, sessionTokenState, takeTokenFromUrl } from '@portal/data-access';
import { afterBootFrame, centreCoversPageAtStart, inTasks, prefetchStartCatalogs, startLanguage, startQuerySteps } from '@portal/feature-shell';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { PortalComposition } from '../composition/components/PortalComposition';
import { FEATURE_CATALOGS } from '../composition/constants/FEATURE_CATALOGS';
import { showBrandConfigError } from './utils/showBrandConfigError';
import { startCodeSteps } from './utils/startCodeSteps';

export interface StartPortalOptions {
  /** Element to render into (default `#root`). */
  root?: HTMLElement | null;
  /** Platform origin; '' means same origin through the proxy (default: `VITE_PORTAL_API_BASE`). */
  apiBaseUrl?: string;
}

export interface StartedPortal {
  /** The brand's config with the defaults filled in. */
  brand: BrandConfig;
  /** The React root the portal renders into (tests unmount it). */
  reactRoot: Root;
}

/**
 * Starts the portal for one brand (a brand app's whole `main.tsx`): fills the brand's config with
 * the defaults; in development it also validates it (a bad one shows every wrong field instead of
 * the portal, and throws), in a production build the build did (a bad config fails the build), takes a session token
 * handed over in the URL out of the address bar before anything renders (it becomes the session
 * only once the platform confirmed it: SessionHandoverGate), sends the start's calls and asks for its catalogs and the opened page's code (before React
 * renders, each in a task of its own: startQuerySteps, prefetchStartCatalogs, startChunkSteps) and renders the composition with the same store and clients.
 */
export function startPortal(config: BrandConfigInput, options: StartPortalOptions = {}): StartedPortal {
  const root = options.root === undefined ? document.getElementById('root') : options.root;
  if (!root) throw new Error('index.html has no #root');
  let brand: BrandConfig;
  if (import.meta.env.PROD) {
    // The build has refused a bad config already (tools/vite/app.ts, `brandConfigCheck`): the
    // checks stay out of the start bundle (docs/product/brands.md).
    brand = withBrandDefaults(config);
  } else {
    try {
      brand = defineBrand(config);
    } catch (error) {
      showBrandConfigError(root, error instanceof Error ? error : new Error(String(error)));
      throw error;
    }
  }
  takeTokenFromUrl();
  const apiBaseUrl = options.apiBaseUrl ?? import.meta.env.VITE_PORTAL_API_BASE ?? '';
  // The start's calls leave before React renders (docs/product/performance.md "Start in one round trip").
  const runtime = createPlatformRuntime({ merchant: brand.merchantCode, language: startLanguage(brand), baseUrl: apiBaseUrl });
  const { pathname } = window.location;
  // A phone opening the member centre by its address: the page under it is not built until it
  // closes, so its code and banners are not asked for; the centre's code is (docs/product/phone-layout.md).
  const pageCovered = centreCoversPageAtStart(Boolean(runtime.store.get(sessionTokenState)));
  const [sendStatus, ...sendTheRest] = startQuerySteps(runtime, brand, pathname, pageCovered);
  sendStatus();
  const reactRoot = createRoot(root);
  // Each step in a task of its own, and the first render in slices (a transition): on a phone the
  // start was a few tasks of 0.5–1 s at 4× CPU that froze the page and its first taps
  // (docs/product/performance.md "The start's long tasks").
  inTasks(
    ...sendTheRest,
    () => prefetchStartCatalogs(brand, FEATURE_CATALOGS),
    ...startCodeSteps(pathname, pageCovered),
    // On a phone, after index.html's boot frame has painted the first banner (at most a moment).
    () =>
      afterBootFrame(() =>
        startTransition(() =>
          reactRoot.render(
            <StrictMode>
              <PortalComposition brand={brand} apiBaseUrl={apiBaseUrl} runtime={runtime} />
            </StrictMode>,
          ),
        ),
      ),
  );
  return { brand, reactRoot };
}
