import type { Game } from '@portal/api-contract';

/** Games as the platform lists them, typed by the contract (stories). */
export const GAMES_FIXTURE: Game[] = ['Fortune Tiger', 'Mahjong Ways', 'Sweet Bonanza', 'Gates of Olympus', 'Aviator', 'Big Bass Splash', 'Lucky Neko'].map(
  (gameName, index) => ({
    nodeId: 100 + index,
    gameCode: `G${index}`,
    code: `G${index}`,
    gameName,
    vassalage: index % 2 ? 'PP' : 'PG',
    vendor: index % 2 ? 'PP' : 'PG',
    gameType: 'RNG',
    gameCategory: 'RNG',
    gameClassify: 'slot',
    isGame: 'Y',
    defaultPlayType: null,
    accountTypeName: 'Real',
    imageUrl: '',
    minBet: 0.2,
    minLineNum: 1,
    isHot: index < 2,
  }),
);
