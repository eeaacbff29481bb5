/** Lazy-image constants (docs/product/display-and-platform.md): 3 attempts, a cache of 200 images, 200 ms throttle, preload 1.3 screens. */
export const LAZY_IMAGE_DEFAULTS = {
  maxAttempts: 3,
  cacheSize: 200,
  throttleMs: 200,
  preloadScreens: 1.3,
  /** First retry waits this long; each next one twice as long. */
  retryBaseMs: 400,
  /** The longest a page's lazy images wait for its largest image (`holdImageLoads`). */
  heroHoldMs: 1000,
} as const;
