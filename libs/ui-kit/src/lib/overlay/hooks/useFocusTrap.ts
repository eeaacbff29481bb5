import { useEffect, useRef, useState, type RefObject } from 'react';
import { getFocusableElements } from '../internal/getFocusableElements';
import { isTopOverlay, pushOverlay, removeOverlay, takeOverlayOrder } from '../internal/overlayStack';

export interface UseFocusTrapOptions {
  /** Trap while true. */
  active: boolean;
  /** Called on Escape when this is the topmost trap. */
  onEscape?: () => void;
  /** Element to focus first; defaults to the first tabbable element, else the container. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Picks the element to focus first when `initialFocusRef` is not given. */
  getInitialFocus?: (container: HTMLElement) => HTMLElement | null | undefined;
  /** Return focus to the element that had it before activation (default true). */
  restoreFocus?: boolean;
}

/**
 * Keeps keyboard focus inside `containerRef` while active, closes on Escape and gives focus
 * back to the opener afterwards. Nested traps work: only the innermost one reacts.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, options: UseFocusTrapOptions) {
  const { active, initialFocusRef, restoreFocus = true } = options;
  const [order] = useState(takeOverlayOrder);
  const onEscapeRef = useRef(options.onEscape);
  const getInitialFocusRef = useRef(options.getInitialFocus);
  useEffect(() => {
    onEscapeRef.current = options.onEscape;
    getInitialFocusRef.current = options.getInitialFocus;
  });

  useEffect(() => {
    if (!active) return undefined;
    const container = containerRef.current;
    if (!container) return undefined;

    const id = Symbol('focus-trap');
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    pushOverlay(id, order);

    // A parent activating after its open child leaves the child's focus alone.
    if (isTopOverlay(id)) {
      const initial = initialFocusRef?.current ?? getInitialFocusRef.current?.(container) ?? getFocusableElements(container)[0] ?? container;
      initial.focus({ preventScroll: true });
    }

    const handleKeyDown = (event: KeyboardEvent) => {
      if (!isTopOverlay(id)) return;
      if (event.key === 'Escape') {
        if (onEscapeRef.current) {
          event.stopPropagation();
          event.preventDefault();
          onEscapeRef.current();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = getFocusableElements(container);
      if (focusable.length === 0) {
        event.preventDefault();
        container.focus();
        return;
      }
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };

    // Focus that lands outside (a click on the page behind, a script) is pulled back.
    const handleFocusIn = (event: FocusEvent) => {
      if (!isTopOverlay(id)) return;
      if (event.target instanceof Node && !container.contains(event.target)) {
        (getFocusableElements(container)[0] ?? container).focus({ preventScroll: true });
      }
    };

    // Bubble phase: a control inside (a dropdown) may handle Escape itself and stop it.
    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('focusin', handleFocusIn);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('focusin', handleFocusIn);
      removeOverlay(id);
      if (restoreFocus && opener && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [active, containerRef, initialFocusRef, restoreFocus, order]);
}
