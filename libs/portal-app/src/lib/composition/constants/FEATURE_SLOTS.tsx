import type { PortalSlots } from '@portal/feature-shell';
import { lazy } from 'react';

/** Hot and most played games on the home page (feature-games, its own chunk). */
const HomeGameSections = lazy(() => import('@portal/feature-games').then((m) => ({ default: m.HomeGameSections })));

/** Parts of other features rendered inside the shell's pages. */
export const FEATURE_SLOTS: PortalSlots = {
  // No Suspense of its own: home waits for this chunk under the route's loading state and then
  // draws every section at its final size at once (docs/product/performance.md: no layout shift).
  homeGames: <HomeGameSections />,
};
