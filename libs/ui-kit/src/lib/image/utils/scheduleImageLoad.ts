import { LAZY_IMAGE_DEFAULTS } from '../constants/LAZY_IMAGE_DEFAULTS';

let queue: Array<() => void> = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let lastFlush = 0;
let held: Promise<void> | null = null;

function flush() {
  timer = null;
  lastFlush = Date.now();
  const jobs = queue;
  queue = [];
  for (const job of jobs) job();
}

/**
 * Starts image loads at most once per 200 ms (docs/product/display-and-platform.md "Images"): images that come into
 * range while scrolling fast are started together instead of one by one. Returns a cancel function.
 */
export function scheduleImageLoad(job: () => void, throttleMs: number = LAZY_IMAGE_DEFAULTS.throttleMs): () => void {
  queue.push(job);
  if (timer === null && held === null) {
    const wait = Math.max(0, lastFlush + throttleMs - Date.now());
    if (wait === 0) flush();
    else timer = setTimeout(flush, wait);
  }
  return () => {
    queue = queue.filter((queued) => queued !== job);
  };
}

/**
 * Holds the lazy images' loads until `until` settles (at most `maxMs`): the page's largest image
 * (the first banners) downloads alone instead of sharing the connection with a screenful of game
 * tiles, so it paints sooner (docs/product/performance.md). Loads asked for meanwhile start together
 * when it is released.
 */
export function holdImageLoads(until: Promise<unknown>, maxMs: number = LAZY_IMAGE_DEFAULTS.heroHoldMs): void {
  const noop = () => undefined;
  const hold: Promise<void> = Promise.race([until.then(noop, noop), new Promise<void>((resolve) => setTimeout(resolve, maxMs))]).then(() => {
    if (held !== hold) return;
    held = null;
    if (queue.length > 0 && timer === null) flush();
  });
  held = hold;
}
