import type { PortalSlots } from '@portal/feature-shell';
import { lazyComponent } from '@portal/page-kit/chunks';

/** Hot and most played games on the home page (feature-games, its own chunk, asked for at start on home). */
const HomeGameSections = lazyComponent(() => import('@portal/feature-games/home'), 'HomeGameSections');

/** Parts of other features rendered inside the shell's pages. */
export const FEATURE_SLOTS: PortalSlots = {
  // No Suspense of its own: home waits for this chunk under the route's loading state and then
  // draws every section at its final size at once (docs/product/performance.md "No layout shift").
  homeGames: <HomeGameSections />,
};
