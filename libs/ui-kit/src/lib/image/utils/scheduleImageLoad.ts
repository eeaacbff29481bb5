import { LAZY_IMAGE_DEFAULTS } from '../constants/LAZY_IMAGE_DEFAULTS';

let queue: Array<() => void> = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let lastFlush = 0;

function flush() {
  timer = null;
  lastFlush = Date.now();
  const jobs = queue;
  queue = [];
  for (const job of jobs) job();
}

/**
 * Starts image loads at most once per 200 ms (docs/product/display-and-platform.md "throttle 200 ms"): images that come into
 * range while scrolling fast are started together instead of one by one. Returns a cancel function.
 */
export function scheduleImageLoad(job: () => void, throttleMs: number = LAZY_IMAGE_DEFAULTS.throttleMs): () => void {
  queue.push(job);
  if (timer === null) {
    const wait = Math.max(0, lastFlush + throttleMs - Date.now());
    if (wait === 0) flush();
    else timer = setTimeout(flush, wait);
  }
  return () => {
    queue = queue.filter((queued) => queued !== job);
  };
}
