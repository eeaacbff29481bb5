import { ChunkBoundary, usePreloadOnIntent, type LazyComponent } from '@portal/page-kit/chunks';
import { useState, type ReactElement } from 'react';

/**
 * Overlays the composition can mount. `memberCentre` and `agentCentre` also turn on their entries
 * in the shell (deposit, withdraw, the avatar menu): an entry shows only when its overlay exists.
 */
export type FeatureOverlayId = 'auth' | 'memberCentre' | 'agentCentre';

/**
 * When an overlay's code is needed (a hook, read inside the router): `now` mounts it; `soon` loads
 * its chunk at the visitor's first pointer move, touch or key, so opening it later is instant;
 * `never` leaves it out (docs/product/performance.md "Overlays load when they open").
 */
export type OverlayDemand = 'now' | 'soon' | 'never';

export interface FeatureOverlay {
  id: FeatureOverlayId;
  element: ReactElement;
  /** Asks for its chunk (the start does, for an overlay the address opens over a page it does not build). */
  preload: () => Promise<unknown>;
}

/**
 * A feature's portal-wide overlay (modals, a centre): its own chunk (`lazyComponent`), mounted from
 * the first render that needs it and kept mounted after (so it closes and reopens as before),
 * rendered inside the router.
 */
export function featureOverlay(id: FeatureOverlayId, Overlay: LazyComponent<object>, useDemand: () => OverlayDemand): FeatureOverlay {
  return { id, element: <OverlayGate key={id} overlay={Overlay} useDemand={useDemand} />, preload: Overlay.preload };
}

interface OverlayGateProps {
  overlay: LazyComponent<object>;
  useDemand: () => OverlayDemand;
}

function OverlayGate({ overlay: Overlay, useDemand }: OverlayGateProps) {
  const demand = useDemand();
  const [mounted, setMounted] = useState(demand === 'now');
  if (demand === 'now' && !mounted) setMounted(true);
  usePreloadOnIntent(Overlay.preload, !mounted && demand === 'soon');
  if (!mounted) return null;
  // A chunk that fails reloads the portal once (a deploy); after that the overlay stays closed and the portal up.
  return (
    <ChunkBoundary place="part">
      <Overlay />
    </ChunkBoundary>
  );
}
