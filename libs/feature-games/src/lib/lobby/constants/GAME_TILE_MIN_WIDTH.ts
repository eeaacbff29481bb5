/** Narrowest game tile in px: at the 1440 design width, beside the side menu, the grid shows 6 columns (a 42-game page is 7 rows). */
export const GAME_TILE_MIN_WIDTH = 150;

/** Narrowest game tile on a phone: two columns at 320 px wide, three from about 430. */
export const GAME_TILE_MIN_WIDTH_PHONE = 136;
