import type { KeenSliderPlugin } from 'keen-slider/react';
import { CAROUSEL_AUTOPLAY_EVENT } from '../constants/CAROUSEL_AUTOPLAY_EVENT';

/**
 * keen-slider autoplay (the plugin pattern from the keen-slider docs): moves to the next slide
 * every `intervalMs`, pauses while the pointer is over the slider, while it holds keyboard
 * focus, while the user drags, while the tab is hidden, and while `isStopped()` says so (the
 * pause button, reduced motion); dispatch `CAROUSEL_AUTOPLAY_EVENT` on the root after it changes.
 */
export function createAutoplayPlugin(intervalMs: number, isStopped: () => boolean = () => false): KeenSliderPlugin {
  return (slider) => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    let hovered = false;
    let focused = false;
    // The carousel root (slides and dots), captured on creation for a clean teardown.
    let root: HTMLElement | undefined;

    const clear = () => {
      if (timeout !== undefined) clearTimeout(timeout);
      timeout = undefined;
    };
    const schedule = () => {
      clear();
      if (hovered || focused || isStopped() || document.visibilityState === 'hidden') return;
      timeout = setTimeout(() => slider.next(), intervalMs);
    };
    const handleMouseEnter = () => {
      hovered = true;
      clear();
    };
    const handleMouseLeave = () => {
      hovered = false;
      schedule();
    };
    const handleFocusIn = () => {
      focused = true;
      clear();
    };
    const handleFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && root?.contains(event.relatedTarget)) return;
      focused = false;
      schedule();
    };
    const handleVisibilityChange = () => (document.visibilityState === 'hidden' ? clear() : schedule());

    slider.on('created', () => {
      const element = slider.container.parentElement ?? slider.container;
      root = element;
      element.addEventListener('mouseenter', handleMouseEnter);
      element.addEventListener('mouseleave', handleMouseLeave);
      element.addEventListener('focusin', handleFocusIn);
      element.addEventListener('focusout', handleFocusOut);
      element.addEventListener(CAROUSEL_AUTOPLAY_EVENT, schedule);
      document.addEventListener('visibilitychange', handleVisibilityChange);
      schedule();
    });
    slider.on('dragStarted', clear);
    slider.on('animationEnded', schedule);
    slider.on('updated', schedule);
    slider.on('destroyed', () => {
      clear();
      const element = root;
      if (!element) return;
      element.removeEventListener('mouseenter', handleMouseEnter);
      element.removeEventListener('mouseleave', handleMouseLeave);
      element.removeEventListener('focusin', handleFocusIn);
      element.removeEventListener('focusout', handleFocusOut);
      element.removeEventListener(CAROUSEL_AUTOPLAY_EVENT, schedule);
      document.removeEventListener('visibilitychange', handleVisibilityChange);
    });
  };
}
