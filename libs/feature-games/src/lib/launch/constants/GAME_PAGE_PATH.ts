/** The iframe page games open in (spec §2). */
export const GAME_PAGE_PATH = '/game';
