import { createContext, useContext } from 'react';

/**
 * Changes when a tree rendered hidden (React's Activity: feature-shell's StartFrameUntil) is shown.
 * A hidden query hook is not subscribed (a subscription is an effect), so without this it would show
 * the answer it had when it rendered hidden for a frame, until its effect subscribes and renders it
 * again: the side menu drew its game categories one frame late, a layout shift. Every query hook
 * reads it (`useQueryReveal`), so it renders again, with the cache's current answer, in the render
 * that shows it (docs/product/performance.md).
 */
export const QueryRevealContext = createContext(0);

/** Renders the calling query hook again when the hidden tree it is in is shown (QueryRevealContext). */
export function useQueryReveal(): void {
  useContext(QueryRevealContext);
}
