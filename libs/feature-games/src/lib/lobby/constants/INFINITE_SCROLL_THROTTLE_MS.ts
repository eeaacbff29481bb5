/** Infinite scroll asks for the next page at most every 200 ms (spec §9). */
export const INFINITE_SCROLL_THROTTLE_MS = 200;
