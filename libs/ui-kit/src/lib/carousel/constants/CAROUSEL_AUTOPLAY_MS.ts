/** Banner autoplay interval in ms (spec §2, §9); only with more than one slide. */
export const CAROUSEL_AUTOPLAY_MS = 5000;
