/** Banner autoplay interval in ms (docs/product/content.md); only with more than one slide. */
export const CAROUSEL_AUTOPLAY_MS = 5000;
