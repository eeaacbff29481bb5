type IntersectionCallback = () => void;

interface SharedObserver {
  observer: IntersectionObserver;
  callbacks: Map<Element, IntersectionCallback>;
}

const observers = new Map<string, SharedObserver>();

function sharedObserverFor(rootMargin: string): SharedObserver {
  const existing = observers.get(rootMargin);
  if (existing) return existing;
  const callbacks = new Map<Element, IntersectionCallback>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = callbacks.get(entry.target);
        if (!callback) continue;
        unobserve(shared, entry.target, rootMargin);
        callback();
      }
    },
    { rootMargin },
  );
  const shared: SharedObserver = { observer, callbacks };
  observers.set(rootMargin, shared);
  return shared;
}

function unobserve(shared: SharedObserver, element: Element, rootMargin: string) {
  if (!shared.callbacks.delete(element)) return;
  shared.observer.unobserve(element);
  if (shared.callbacks.size === 0) {
    shared.observer.disconnect();
    if (observers.get(rootMargin) === shared) observers.delete(rootMargin);
  }
}

/**
 * Calls `onIntersect` once, the first time `element` comes within `rootMargin` of the viewport.
 * One IntersectionObserver is shared by every element with the same rootMargin (a lobby of 300
 * tiles has one observer, not 300); the element is unobserved on its first hit. Returns the
 * cleanup (unobserve) for unmount.
 */
export function observeIntersection(element: Element, rootMargin: string, onIntersect: IntersectionCallback): () => void {
  const shared = sharedObserverFor(rootMargin);
  shared.callbacks.set(element, onIntersect);
  shared.observer.observe(element);
  return () => unobserve(shared, element, rootMargin);
}
