/** clientType sent on game list, recent, favourite and launch calls (spec §7: desktop web = 3). */
export const GAME_CLIENT_TYPE = 3;
