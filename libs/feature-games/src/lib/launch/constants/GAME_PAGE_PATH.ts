/** The iframe page games open in (docs/product/games-and-play.md). */
export const GAME_PAGE_PATH = '/game';
