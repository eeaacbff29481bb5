/** Narrowest game tile in px: at the 1440 design width the grid shows 7 columns (42 = 6 rows). */
export const GAME_TILE_MIN_WIDTH = 150;
