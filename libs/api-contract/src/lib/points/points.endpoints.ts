import { z } from 'zod';
import { moneySchema, paged, pageQuery, timestampSchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';

/**
 * Redeem and convert pass a password check (the member's login password). Wrong: `password_error`
 * with `remainingAttempts`; the 5th wrong one in a row locks points spending for 15 minutes
 * (`password_check_locked` with `lockedUntil`). Logging in is not affected.
 */
const passwordCheck = { password: z.string().min(1).max(64) };
export const POINTS_PASSWORD_MAX_ATTEMPTS = 5;
export const POINTS_PASSWORD_LOCK_MINUTES = 15;
/** Most items of one reward in one redemption. */
export const POINTS_MAX_REDEEM_QUANTITY = 100;

/** The value of a refused redeem or convert: the field to show it on and what the member needs to know. */
export const pointsFailureSchema = z.object({
  field: z.string(),
  remainingAttempts: z.number().int().optional(),
  lockedUntil: timestampSchema.optional(),
  minConvertPoints: z.number().int().optional(),
  stock: z.number().int().optional(),
});
export type PointsFailure = z.infer<typeof pointsFailureSchema>;

export const pointsBalanceEndpoint = defineEndpoint({
  name: 'pointsBalance',
  method: 'GET',
  path: '/wps/points/balance',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.object({ points: z.number().int() }),
  description: 'Points balance (points never expire).',
  chosen: ['path /wps/points/balance', 'method GET'],
});

export const rewardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  points: z.number().int(),
  stock: z.number().int(),
  imageUrl: z.string(),
  /** A category id: `bonus`, `electronics`, `merchandise`, `vip` (the portal labels known ids; others show as sent). */
  category: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const pointsRewardEndpoint = defineEndpoint({
  name: 'pointsReward',
  method: 'GET',
  path: '/wps/points/rewards',
  auth: false,
  encrypted: false,
  request: noParams,
  response: z.array(rewardSchema),
  description: 'Points-mall rewards.',
  chosen: ['path /wps/points/rewards', 'method GET', 'no token needed'],
});

export const pointsRedeemEndpoint = defineEndpoint({
  name: 'pointsRedeem',
  method: 'POST',
  path: '/wps/points/redeem',
  auth: true,
  encrypted: false,
  moneyMove: true,
  // Zero or negative quantities reach the platform and get `invalid_quantity` (a business refusal, field quantity).
  request: z.object({
    rewardId: z.number().int().positive(),
    quantity: z.number().int().max(POINTS_MAX_REDEEM_QUANTITY).default(1),
    ...passwordCheck,
  }),
  response: z.object({ redemptionId: z.number().int(), points: z.number().int(), stock: z.number().int() }),
  description:
    'Redeems a reward for points (password_error, password_check_locked, invalid_quantity, insufficient_points, out_of_stock, in_need_true_account).',
  chosen: ['path /wps/points/redeem', 'method POST', 'password check as field password'],
});

export const pointsConvertEndpoint = defineEndpoint({
  name: 'pointsConvert',
  method: 'POST',
  path: '/wps/points/convert',
  auth: true,
  encrypted: false,
  moneyMove: true,
  request: z.object({ points: z.number().int().max(1_000_000_000), ...passwordCheck }),
  response: z.object({ points: z.number().int(), amount: moneySchema, sumBalance: moneySchema }),
  description:
    'Converts points to money in the main wallet at the configured rate, rounded down to the cent (password_error, password_check_locked, invalid_quantity, points_below_minimum, insufficient_points, in_need_true_account).',
  chosen: ['path /wps/points/convert', 'method POST', 'password check as field password'],
});

export const redemptionSchema = z.object({
  id: z.number().int(),
  rewardId: z.number().int(),
  rewardName: z.string(),
  quantity: z.number().int(),
  points: z.number().int(),
  createTime: timestampSchema,
});

export type Redemption = z.infer<typeof redemptionSchema>;

export const pointsRedeemListEndpoint = defineEndpoint({
  name: 'pointsRedeemList',
  method: 'GET',
  path: '/wps/points/redeem/list',
  auth: true,
  encrypted: false,
  request: z.object({ ...pageQuery(10) }),
  response: paged(redemptionSchema),
  description: 'The member’s redemptions, newest first.',
  chosen: ['path /wps/points/redeem/list', 'method GET'],
});

export const pointsConfigEndpoint = defineEndpoint({
  name: 'pointsConfig',
  method: 'GET',
  path: '/wps/points/config',
  auth: false,
  encrypted: false,
  request: noParams,
  response: z.object({
    enabled: z.boolean(),
    /** Points for 1.00 of money on convert. */
    pointsPerUnit: z.number().int(),
    minConvertPoints: z.number().int(),
    /** Points earned per 1.00 staked, on settlement. */
    earnPerUnitStaked: z.number(),
    maxRedeemQuantity: z.number().int(),
  }),
  description: 'Points rules.',
  chosen: ['path /wps/points/config', 'method GET', 'value shape'],
});

export const POINTS_ENTRY_KINDS = ['earn', 'redeem', 'convert', 'adjust'] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];

export const pointsEntrySchema = z.object({
  id: z.number().int(),
  /** Signed: earned points positive, spent points negative. */
  amount: z.number().int(),
  kind: z.enum(POINTS_ENTRY_KINDS),
  /** Points after this entry. */
  balance: z.number().int(),
  /** What it came from: `bet:<id>`, `redeem:<redemptionId>`, or null. */
  reference: z.string().nullable(),
  createTime: timestampSchema,
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

export const pointsHistoryEndpoint = defineEndpoint({
  name: 'pointsHistory',
  method: 'GET',
  path: '/wps/points/history',
  auth: true,
  encrypted: false,
  request: z.object({ ...pageQuery(10), kind: z.enum(POINTS_ENTRY_KINDS).optional() }),
  response: paged(pointsEntrySchema),
  description: 'The member’s points ledger, newest first, with the balance after each entry.',
  chosen: ['path /wps/points/history', 'method GET', 'whole endpoint (the spec lists no points history call)'],
});

export const pointsEndpoints = {
  pointsBalance: pointsBalanceEndpoint,
  pointsReward: pointsRewardEndpoint,
  pointsRedeem: pointsRedeemEndpoint,
  pointsConvert: pointsConvertEndpoint,
  pointsRedeemList: pointsRedeemListEndpoint,
  pointsConfig: pointsConfigEndpoint,
  pointsHistory: pointsHistoryEndpoint,
} as const;
