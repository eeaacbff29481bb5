/**
 * Which build of a game the launch asks the vendor for (docs/product/games-and-play.md "Launching
 * and the game page"): the desktop's (the brand's platform, client type 3, lottery device W) or,
 * on a phone or a tablet, the vendor's mobile HTML5 build (platform `html5`, client type 2,
 * lottery device `H5`).
 */
export type GameBuild = 'desktop' | 'mobile';

export const MOBILE_GAME_LAUNCH = { platform: 'html5', clientType: 2, device: 'H5' } as const;
export const DESKTOP_LOTTERY_DEVICE = 'W';
