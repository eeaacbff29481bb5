import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { observeIntersection } from '../../image/utils/observeIntersection';

export interface RenderWhenNearProps {
  /** The part: rendered once it comes within a screen of the viewport, and kept after. */
  children: ReactNode;
  /** The space the part is expected to take (px) until then: the scrollbar and the footer do not jump. */
  estimatedHeight: number;
  /** False renders the part at once: a layout where it is on the first screen, or next to it. */
  deferred?: boolean;
  /** The placeholder's element: `li` for list items of a list (it spans a grid's whole row, hidden from assistive technology). */
  as?: 'div' | 'li';
}

const StyledSpace = styled.div<{ $height: number }>`
  grid-column: 1 / -1;
  min-height: ${({ $height }) => $height}px;
  list-style: none;
`;

/** One screen ahead: the part is built while the visitor scrolls toward it, before it shows. */
const NEAR = '100% 0px';

/**
 * A part of a page below the first screen, rendered only when the visitor comes near it: a
 * screen away while scrolling (a screen reader's reading cursor scrolls too), or at their first
 * key (Tab, find in page), so that keyboard users meet it in the tab order and the page's search
 * finds it. A phone that opens the page and taps a game at the top never builds it. Rendered as a
 * transition, so a scroll that brings it near is not held up. Docs: docs/product/performance.md
 * "Only what the first screen shows".
 */
export function RenderWhenNear({ children, estimatedHeight, deferred = true, as = 'div' }: RenderWhenNearProps) {
  const spaceRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  // Rendered once, kept: a window narrowed to a phone's width does not take the part away.
  if (!deferred && !shown) setShown(true);
  const near = shown || !deferred;
  useEffect(() => {
    const space = spaceRef.current;
    if (near || !space) return;
    const show = () => startTransition(() => setShown(true));
    const stopObserving = observeIntersection(space, NEAR, show);
    window.addEventListener('keydown', show, true);
    return () => {
      stopObserving();
      window.removeEventListener('keydown', show, true);
    };
  }, [near]);
  if (near) return children;
  return as === 'li' ? (
    <StyledSpace as="li" ref={spaceRef} aria-hidden="true" $height={estimatedHeight} />
  ) : (
    <StyledSpace ref={spaceRef} $height={estimatedHeight} />
  );
}
