/** Infinite scroll asks for the next page at most every 200 ms (docs/product/games-and-play.md). */
export const INFINITE_SCROLL_THROTTLE_MS = 200;
