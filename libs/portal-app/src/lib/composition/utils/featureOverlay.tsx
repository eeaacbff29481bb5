import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * Overlays the composition can mount. `memberCentre` and `agentCentre` also turn on their entries
 * in the shell (deposit, withdraw, the avatar menu): an entry shows only when its overlay exists.
 */
export type FeatureOverlayId = 'auth' | 'memberCentre' | 'agentCentre';

export interface FeatureOverlay {
  id: FeatureOverlayId;
  element: ReactNode;
}

/** A feature's portal-wide overlay (modals, a centre), loaded as its own chunk and rendered inside the router. */
export function featureOverlay(id: FeatureOverlayId, load: () => Promise<ComponentType>): FeatureOverlay {
  const Overlay = lazy(() => load().then((component) => ({ default: component })));
  return {
    id,
    element: (
      <Suspense key={id} fallback={null}>
        <Overlay />
      </Suspense>
    ),
  };
}
