import type { PortalSlots } from '@portal/feature-shell';
import { lazy, Suspense } from 'react';

/** Hot and most played games on the home page (feature-games, its own chunk). */
const HomeGameSections = lazy(() => import('@portal/feature-games').then((m) => ({ default: m.HomeGameSections })));

/** Parts of other features rendered inside the shell's pages. */
export const FEATURE_SLOTS: PortalSlots = {
  homeGames: (
    <Suspense fallback={null}>
      <HomeGameSections />
    </Suspense>
  ),
};
