import { z } from 'zod';
import { emptyValue, gameCategorySchema, moneySchema, queryInt, queryNumber, type GameCategory } from '../common';
import { defineEndpoint, noParams } from '../endpoint';
import { PLATFORM_LANGUAGES } from '../headers';

/** `isGame` of a vendor card: VASSALAGE opens a popup game list; GAME launches the vendor's lobby. */
export const VENDOR_CARD_KINDS = ['GAME', 'VASSALAGE'] as const;

export const vendorCardSchema = z.object({
  vassalage: z.string(),
  title: z.string(),
  smallIcon: z.string(),
  isHot: z.boolean(),
  isGame: z.enum(VENDOR_CARD_KINDS),
  gameType: gameCategorySchema,
  /**
   * E-sports provider code when gameType is ESPORTS (the platform's: AV, AI, IMES, TF, IA in the
   * sandbox), sent as `gameId` when the provider's lobby is launched (docs/product/games-and-play.md).
   */
  providerCode: z.string().nullable(),
  /** nodeId to launch when isGame is GAME. */
  nodeId: z.number().int().nullable(),
  gameCount: z.number().int(),
});
export type VendorCard = z.infer<typeof vendorCardSchema>;

export const gameClassifySchema = z.object({ code: z.string(), label: z.string() });

export const gameMenuSchema = z.object({
  gameType: gameCategorySchema,
  title: z.string(),
  cards: z.array(vendorCardSchema),
  gameClassify: z.array(gameClassifySchema),
});
export type GameMenu = z.infer<typeof gameMenuSchema>;

export const gameSchema = z.object({
  nodeId: z.number().int(),
  gameCode: z.string(),
  code: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  vendor: z.string(),
  gameType: gameCategorySchema,
  gameCategory: z.string(),
  gameClassify: z.string(),
  isGame: z.string(),
  defaultPlayType: z.string().nullable(),
  accountTypeName: z.string(),
  imageUrl: z.string(),
  minBet: moneySchema,
  minLineNum: z.number().int(),
  isHot: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

const gameListValue = z.object({
  games: z.array(gameSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
const gameListQuery = z.object({
  pageNo: queryInt().min(1).default(1),
  pageSize: queryInt().min(1).max(200).default(42),
  clientType: queryInt().default(3),
  platform: z.string().max(32).optional(),
  channel: z.string().max(32).optional(),
  merchant: z.string().max(32).optional(),
  gameType: gameCategorySchema.optional(),
  vassalage: z.string().max(32).optional(),
  gameClassify: z.string().max(32).optional(),
  gameName: z.string().max(64).optional(),
  minBet: queryNumber().min(0).optional(),
  minLineNum: queryInt().min(0).optional(),
  language: z.enum(PLATFORM_LANGUAGES).optional(),
});
const listOf = z.object({ list: z.array(gameSchema), totalPages: z.number().int() });
const favouriteKey = z.object({
  nodeId: z.coerce.number<number>().int().positive(),
  vendor: z.string().min(1).max(32),
  gameType: gameCategorySchema,
});

export const gameMenusEndpoint = defineEndpoint({
  name: 'gameMenus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  auth: false,
  encrypted: false,
  request: z.object({ platform: z.string().max(32).optional() }),
  response: z.array(gameMenuSchema),
  description: 'Side-menu categories that have vendors (ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, ESPORTS, INHOUSE) with vendor cards.',
  chosen: ['method GET', 'value shape'],
});

export const gameVendorsEndpoint = defineEndpoint({
  name: 'gameVendors',
  method: 'GET',
  path: '/lgw/games/vendors',
  auth: false,
  encrypted: false,
  request: z.object({ platform: z.literal('html5-desktop').default('html5-desktop'), gameType: gameCategorySchema.optional() }),
  response: z.array(gameMenuSchema),
  description: 'Vendor cards per category for the lobbies (all categories, or one gameType).',
  chosen: ['path /lgw/games/vendors', 'query gameType', 'value as gameMenus'],
});

export const gameListEndpoint = defineEndpoint({
  name: 'gameList',
  method: 'GET',
  path: '/lgw/games/list',
  auth: false,
  encrypted: false,
  request: gameListQuery,
  response: gameListValue,
  description: 'Paged, filtered game list (pageNo 1, pageSize 42). Without vassalage: every vendor of the gameType.',
  chosen: ['path /lgw/games/list', 'method GET', 'value { games, pageNo, pageSize, total, totalPages }'],
});

export const hotGamesEndpoint = defineEndpoint({
  name: 'hotGames',
  method: 'GET',
  path: '/lgw/games/hot',
  auth: false,
  encrypted: false,
  request: z.object({
    merchantCode: z.string().max(32).optional(),
    isPlatform: queryInt().default(2),
    vassalage: z.string().max(32).optional(),
    gameType: gameCategorySchema.optional(),
    platform: z.string().max(32).optional(),
    language: z.enum(PLATFORM_LANGUAGES).optional(),
  }),
  response: z.object({ list: z.array(gameSchema) }),
  description: 'Hot games.',
  chosen: ['path /lgw/games/hot', 'method GET'],
});

export const popularGamesEndpoint = defineEndpoint({
  name: 'popularGames',
  method: 'GET',
  path: '/lgw/games/popular',
  auth: false,
  encrypted: false,
  request: z.object({ count: queryInt().min(1).max(100).default(20), gameType: gameCategorySchema.optional() }),
  response: z.object({ list: z.array(gameSchema) }),
  description: 'Most played games (count 20).',
  chosen: ['method GET', 'value { list }'],
});

export const recentGamesEndpoint = defineEndpoint({
  name: 'recentGames',
  method: 'GET',
  path: '/lgw/games/recent',
  auth: true,
  encrypted: false,
  request: z.object({
    clientType: queryInt().default(3),
    vassalage: z.string().max(32).optional(),
    language: z.enum(PLATFORM_LANGUAGES).optional(),
  }),
  response: listOf,
  description: 'Games the member launched, most recent first (max 42).',
  chosen: ['path /lgw/games/recent', 'method GET', 'value { list, totalPages }'],
});

export const favouriteGamesEndpoint = defineEndpoint({
  name: 'favouriteGames',
  method: 'GET',
  path: '/lgw/games/favourites',
  auth: true,
  encrypted: false,
  request: z.object({
    clientType: queryInt().default(3),
    platform: z.string().max(32).optional(),
    language: z.enum(PLATFORM_LANGUAGES).optional(),
    gameType: gameCategorySchema.default('RNG'),
  }),
  response: listOf,
  description: 'getFavGames: the member’s favourite games of a gameType (RNG by default).',
  chosen: ['path /lgw/games/favourites', 'method GET', 'value { list, totalPages }', 'token from the Authorization header'],
});

export const favouriteIdsEndpoint = defineEndpoint({
  name: 'favouriteIds',
  method: 'GET',
  path: '/lgw/games/favourites/ids',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.array(z.number().int()),
  description: 'nodeIds of every favourite game.',
  chosen: ['path /lgw/games/favourites/ids', 'method GET'],
});

export const favouriteAddEndpoint = defineEndpoint({
  name: 'favouriteAdd',
  method: 'POST',
  path: '/lgw/games/favourites',
  auth: true,
  encrypted: false,
  request: favouriteKey,
  response: emptyValue,
  description: 'Marks a game as favourite (idempotent).',
  chosen: ['path /lgw/games/favourites', 'method POST'],
});

export const favouriteRemoveEndpoint = defineEndpoint({
  name: 'favouriteRemove',
  method: 'DELETE',
  path: '/lgw/games/favourites',
  auth: true,
  encrypted: false,
  request: favouriteKey,
  response: emptyValue,
  description: 'Unmarks a favourite (idempotent); parameters in the query.',
  chosen: ['path /lgw/games/favourites', 'method DELETE'],
});

export const launchGameRequestSchema = z
  .object({
    gameId: z.union([z.number().int(), z.string().max(64)]).optional(),
    roomId: z.string().max(64).optional(),
    nodeId: z.number().int().optional(),
    accountType: z.string().max(32).optional(),
    confirmTrans: z.boolean().optional(),
    vassalage: z.string().min(1).max(32),
    launchMode: z.string().max(16).optional(),
    platform: z.string().max(32).optional(),
    clientType: z.number().int().optional(),
    username: z.string().max(64).optional(),
    token: z.string().max(256).optional(),
    merchantCode: z.string().max(32).optional(),
    language: z.enum(PLATFORM_LANGUAGES).optional(),
    // lottery lobby (launchMode LOTT)
    lottoArea: z.string().max(8).optional(),
    lottoGameCode: z.string().max(32).optional(),
    lottoView: z.string().max(32).optional(),
    device: z.string().max(16).optional(),
    backUrl: z.string().max(2048).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.gameId === undefined && v.nodeId === undefined && !v.roomId && !v.lottoGameCode) {
      ctx.addIssue({ code: 'custom', path: ['gameId'], message: 'gameId, nodeId, roomId or lottoGameCode required' });
    }
  });
export type LaunchGameRequest = z.input<typeof launchGameRequestSchema>;

export const launchGameValueSchema = z.object({ game_url: z.string(), game_url2: z.string().nullable().optional() });

export const launchGameEndpoint = defineEndpoint({
  name: 'launchGame',
  method: 'POST',
  path: '/wps/game/launchGame',
  auth: true,
  encrypted: false,
  request: launchGameRequestSchema,
  response: launchGameValueSchema,
  description:
    'Launch URL for the /game iframe: a short-lived one-use ticket in the URL, never the session token. Trial accounts get in_need_true_account for real-money vendors.',
  chosen: [
    'method POST',
    'JSON body',
    'mobile build on a phone or tablet: platform html5, clientType 2, lottery device H5 (desktop: the brand platform, clientType 3, device W)',
  ],
});

export const pvpRoomSchema = z.object({
  roomId: z.string(),
  roomName: z.string(),
  vassalage: z.string(),
  gameCode: z.string(),
  minBet: moneySchema,
  online: z.number().int(),
  maxPlayers: z.number().int(),
});

export const pvpRoomsEndpoint = defineEndpoint({
  name: 'pvpRooms',
  method: 'GET',
  path: '/lgw/games/pvp/rooms',
  auth: true,
  encrypted: false,
  request: z.object({ vassalage: z.string().max(32).optional() }),
  response: z.array(pvpRoomSchema),
  description: 'PVP (card room) list.',
  chosen: ['path /lgw/games/pvp/rooms', 'method GET'],
});

export const pvpLaunchEndpoint = defineEndpoint({
  name: 'pvpLaunch',
  method: 'POST',
  path: '/wps/game/pvp/launch',
  auth: true,
  encrypted: false,
  request: z.object({ roomId: z.string().min(1).max(64), vassalage: z.string().min(1).max(32) }),
  response: launchGameValueSchema,
  description: 'Launch URL of a PVP room (demo table page).',
  chosen: ['path /wps/game/pvp/launch', 'method POST'],
});

export const gamesEndpoints = {
  gameMenus: gameMenusEndpoint,
  gameVendors: gameVendorsEndpoint,
  gameList: gameListEndpoint,
  hotGames: hotGamesEndpoint,
  popularGames: popularGamesEndpoint,
  recentGames: recentGamesEndpoint,
  favouriteGames: favouriteGamesEndpoint,
  favouriteIds: favouriteIdsEndpoint,
  favouriteAdd: favouriteAddEndpoint,
  favouriteRemove: favouriteRemoveEndpoint,
  launchGame: launchGameEndpoint,
  pvpRooms: pvpRoomsEndpoint,
  pvpLaunch: pvpLaunchEndpoint,
} as const;

/**
 * Categories a trial (free-play, type 4) account may not open: `launchGame` answers
 * `in_need_true_account`. Trial accounts play demo money on machine games (slots, fishing,
 * in-house, card rooms), not the cash products settled against real draws, events and dealers.
 */
export const REAL_ACCOUNT_CATEGORIES: readonly GameCategory[] = ['LOTT', 'ELOTT', 'SPORTS', 'ESPORTS', 'LIVE'];
