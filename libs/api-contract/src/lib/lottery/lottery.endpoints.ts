import { z } from 'zod';
import { moneySchema, queryInt, timestampSchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';

/** Prize modes of the lottery menus (docs/product/games-and-play.md). */
export const PRIZE_MODES = ['Lott', 'ZY', 'Elott', 'SEA'] as const;

export const lotteryGameSchema = z.object({
  gameCode: z.string(),
  labelName: z.string(),
  defaultPlayType: z.string(),
  /** Seconds between draws; draws follow the clock (issue = floor(time / interval)). */
  drawIntervalSec: z.number().int(),
  nextIssue: z.string(),
  nextDrawTime: timestampSchema,
  /** The server's clock when it answered, so a countdown can be computed from server time. */
  serverTime: timestampSchema,
  /**
   * Stake limits of one bet (optional: a platform may leave them out). A stake outside them is refused
   * with `bet_below_minimum` ({ minBet }) or `bet_above_maximum` ({ maxBet }).
   */
  minBet: moneySchema.optional(),
  maxBet: moneySchema.optional(),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const lotteryMenuSchema = z.object({
  gameGroupCode: z.string(),
  labelName: z.string(),
  gameMenus: z.array(lotteryGameSchema),
});
export type LotteryMenu = z.infer<typeof lotteryMenuSchema>;

export const openedNumbersSchema = z.object({
  issue: z.string(),
  drawTime: timestampSchema,
  /** Drawn digits, e.g. ["3","8","1","0","5"]. */
  numbers: z.array(z.string()),
});
export type OpenedNumbers = z.infer<typeof openedNumbersSchema>;

export const vnLotteryMenusEndpoint = defineEndpoint({
  name: 'vnLotteryMenus',
  method: 'GET',
  path: '/lgw/vn/games/game_menus',
  auth: false,
  encrypted: false,
  request: z.object({ device: z.string().max(16).optional() }),
  response: z.array(lotteryMenuSchema),
  description: 'VN lottery groups and games.',
  chosen: ['path /lgw/vn/games/game_menus', 'method GET', 'minBet and maxBet of each game'],
});

export const vnOpenedNumbersEndpoint = defineEndpoint({
  name: 'vnOpenedNumbers',
  method: 'GET',
  path: '/lgw/vn/games/opened_numbers',
  auth: false,
  encrypted: false,
  request: z.object({ gameCode: z.string().min(1).max(32), count: queryInt().min(1).max(500).default(100) }),
  response: z.array(openedNumbersSchema),
  description: 'Latest drawn numbers of a lottery game, newest first (count 100).',
  chosen: ['path /lgw/vn/games/opened_numbers', 'method GET'],
});

export const lotteryRecentMenuEndpoint = defineEndpoint({
  name: 'lotteryRecentMenu',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.array(lotteryGameSchema),
  description: 'Lottery games the member bet on recently.',
  chosen: ['method GET'],
});

export const lotteryMenusEndpoint = defineEndpoint({
  name: 'lotteryMenus',
  method: 'GET',
  path: '/lgw/games/lottery/game_menus',
  auth: false,
  encrypted: false,
  request: z.object({ prizeMode: z.enum(PRIZE_MODES).default('Lott'), device: z.string().max(16).default('W') }),
  response: z.array(lotteryMenuSchema),
  description: 'Lottery menus per prize mode (Lott, ZY, Elott, SEA).',
  chosen: ['path /lgw/games/lottery/game_menus', 'method GET', 'minBet and maxBet of each game'],
});

export const lotteryEndpoints = {
  vnLotteryMenus: vnLotteryMenusEndpoint,
  vnOpenedNumbers: vnOpenedNumbersEndpoint,
  lotteryRecentMenu: lotteryRecentMenuEndpoint,
  lotteryMenus: lotteryMenusEndpoint,
} as const;
