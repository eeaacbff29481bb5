/** Banner slides visible at once (spec §2, §9). */
export const CAROUSEL_SLIDES_PER_VIEW = 3;
