import { useEffect } from 'react';
import { useLatest } from '../../react/hooks/useLatest';

/** Which way a finger moves the panel to close it. */
export type SwipeDirection = 'left' | 'right' | 'down';

export interface UseSwipeToCloseOptions {
  direction: SwipeDirection;
  onClose: () => void;
  /** The element a swipe starts on (the sheet's handle); defaults to the panel itself. */
  handle?: HTMLElement | null;
  enabled?: boolean;
}

/** A swipe closes when it travels this share of the panel's size, or flicks faster than FLICK px/ms. */
const DISTANCE_SHARE = 0.3;
const FLICK = 0.5;
/** Movement before the gesture is decided (a scroll, a tap or a swipe). */
const SLOP = 8;

/**
 * Lets a finger (touch or pen, not a mouse) drag a drawer or sheet towards its edge: the panel
 * follows the finger and closes when let go far or fast enough, else slides back. A gesture that
 * starts along the other axis is left to the browser (scrolling the panel's content). The panel and
 * the handle are elements, not refs (a callback ref's state): a panel that mounts a render after the
 * owner opened it (react-aria's overlay after an exit animation) still gets the gesture.
 */
export function useSwipeToClose(panel: HTMLElement | null, { direction, onClose, handle: handleElement, enabled = true }: UseSwipeToCloseOptions) {
  // The latest `onClose`, not a dependency: an owner re-rendering in the middle of a swipe (a new
  // callback each render) would otherwise drop the gesture and leave the panel where it was dragged.
  const close = useLatest(onClose);
  useEffect(() => {
    const handle = handleElement ?? panel;
    if (!enabled || !panel || !handle) return;
    const horizontal = direction !== 'down';
    const sign = direction === 'left' ? -1 : 1;
    let start: { x: number; y: number; t: number; id: number } | null = null;
    let dragging = false;
    let travel = 0;

    const reset = () => {
      panel.style.transition = '';
      panel.style.transform = '';
      start = null;
      dragging = false;
      travel = 0;
    };
    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' || start) return;
      start = { x: event.clientX, y: event.clientY, t: event.timeStamp, id: event.pointerId };
    };
    const onMove = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const along = horizontal ? event.clientX - start.x : event.clientY - start.y;
      const across = horizontal ? event.clientY - start.y : event.clientX - start.x;
      if (!dragging) {
        if (Math.abs(along) < SLOP && Math.abs(across) < SLOP) return;
        if (Math.abs(across) > Math.abs(along) || along * sign <= 0) {
          start = null;
          return;
        }
        dragging = true;
        handle.setPointerCapture?.(event.pointerId);
        panel.style.transition = 'none';
      }
      travel = Math.max(0, along * sign);
      panel.style.transform = horizontal ? `translateX(${travel * sign}px)` : `translateY(${travel}px)`;
    };
    const onUp = (event: PointerEvent) => {
      if (!start || event.pointerId !== start.id) return;
      const size = horizontal ? panel.offsetWidth : panel.offsetHeight;
      const speed = travel / Math.max(1, event.timeStamp - start.t);
      const shouldClose = dragging && (travel > size * DISTANCE_SHARE || speed > FLICK);
      reset();
      if (shouldClose) close.current();
    };
    handle.addEventListener('pointerdown', onDown);
    handle.addEventListener('pointermove', onMove);
    handle.addEventListener('pointerup', onUp);
    handle.addEventListener('pointercancel', reset);
    return () => {
      handle.removeEventListener('pointerdown', onDown);
      handle.removeEventListener('pointermove', onMove);
      handle.removeEventListener('pointerup', onUp);
      handle.removeEventListener('pointercancel', reset);
    };
  }, [panel, handleElement, direction, close, enabled]);
}
