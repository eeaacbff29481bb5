import { vi } from 'vitest';

type ObserverCallback = (entries: { isIntersecting: boolean; target: Element }[]) => void;

/** An IntersectionObserver the test drives: what it observes, and `hit` for what the browser reports. */
export class FakeIntersectionObserver {
  readonly targets = new Set<Element>();
  constructor(
    readonly callback: ObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {}
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** What the browser does when `target` comes within the margin. */
  hit(target: Element) {
    this.callback([{ isIntersecting: true, target }]);
  }
}

/**
 * Replaces the global IntersectionObserver with FakeIntersectionObserver (undone by
 * `vi.unstubAllGlobals()`); returns the list every observer made from then on is added to.
 */
export function stubIntersectionObserver(): FakeIntersectionObserver[] {
  const observers: FakeIntersectionObserver[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class extends FakeIntersectionObserver {
      constructor(callback: ObserverCallback, options?: IntersectionObserverInit) {
        super(callback, options);
        observers.push(this);
      }
    },
  );
  return observers;
}
