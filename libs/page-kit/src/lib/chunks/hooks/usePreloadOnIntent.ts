import { useEffect } from 'react';

/** The events that show a visitor is engaging with the page (a pointer moving toward a button, a touch, a key). */
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'keydown'] as const;
/** Long enough for a tap or a key press to be over and answered (docs/product/performance.md "Taps on a phone"). */
const AFTER_GESTURE_MS = 300;

/**
 * Loads a lazy part's code (without mounting it) at the visitor's first sign of use: a pointer
 * move, a touch (a scroll on a phone starts with one) or a key. The part then opens at once when
 * they reach its button, and a page nobody touches spends nothing on parts it never opens, not
 * even while it starts (docs/product/performance.md "Overlays load when they open"). It loads once
 * that first gesture is over: started inside a first tap's pointerdown, the preloads (a link
 * element per file) held that tap's own answer back.
 */
export function usePreloadOnIntent(preload: () => void, enabled = true) {
  useEffect(() => {
    if (!enabled) return;
    const warm = () => {
      stop();
      setTimeout(preload, AFTER_GESTURE_MS); // a failure shows when the part opens
    };
    const stop = () => INTENT_EVENTS.forEach((type) => window.removeEventListener(type, warm, true));
    INTENT_EVENTS.forEach((type) => window.addEventListener(type, warm, true));
    return stop;
  }, [preload, enabled]);
}
