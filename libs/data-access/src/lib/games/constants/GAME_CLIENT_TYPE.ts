/** clientType sent on game list, recent, favourite and launch calls (docs/product/games-and-play.md: desktop web = 3). */
export const GAME_CLIENT_TYPE = 3;
