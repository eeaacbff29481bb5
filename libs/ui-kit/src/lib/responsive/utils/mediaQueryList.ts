/** The lists made so far, per `window.matchMedia` (tests put another one in place; each gets lists of its own). */
const made = new WeakMap<typeof window.matchMedia, Map<string, MediaQueryList>>();

/**
 * The one `MediaQueryList` of a query, made on first use and kept: a hook that reads a media query
 * on every render (a store's snapshot) and subscribes on every mount made a new list each time,
 * which parses and evaluates the query again. On a phone's start, with some twenty components
 * reading the viewport, that was about 30 ms of the main thread at full speed
 * (docs/product/performance.md "Media queries made once"). Null where media queries cannot be asked
 * (jsdom without a mock, a server).
 */
export function mediaQueryList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  let lists = made.get(window.matchMedia);
  if (!lists) made.set(window.matchMedia, (lists = new Map()));
  let list = lists.get(query);
  if (!list) lists.set(query, (list = window.matchMedia(query)));
  return list;
}
