/** Banner slides visible at once (docs/product/content.md). */
export const CAROUSEL_SLIDES_PER_VIEW = 3;
