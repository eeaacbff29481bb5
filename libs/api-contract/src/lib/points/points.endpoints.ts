import { z } from 'zod';
import { moneySchema, paged, pageQuery, timestampSchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';

/** Redeem and convert pass a password check (the member's login password). */
const passwordCheck = { password: z.string().min(1).max(64) };

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
});

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
  request: z.object({ rewardId: z.number().int().positive(), quantity: z.number().int().min(1).max(100).default(1), ...passwordCheck }),
  response: z.object({ redemptionId: z.number().int(), points: z.number().int() }),
  description: 'Redeems a reward for points (password_error, insufficient_points, out_of_stock).',
  chosen: ['path /wps/points/redeem', 'method POST', 'password check as field password'],
});

export const pointsConvertEndpoint = defineEndpoint({
  name: 'pointsConvert',
  method: 'POST',
  path: '/wps/points/convert',
  auth: true,
  encrypted: false,
  moneyMove: true,
  request: z.object({ points: z.number().int().positive(), ...passwordCheck }),
  response: z.object({ points: z.number().int(), amount: moneySchema, sumBalance: moneySchema }),
  description: 'Converts points to money in the main wallet at the configured rate.',
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
    /** Points earned per 1.00 staked. */
    earnPerUnitStaked: z.number(),
  }),
  description: 'Points rules.',
  chosen: ['path /wps/points/config', 'method GET', 'value shape'],
});

export const pointsEndpoints = {
  pointsBalance: pointsBalanceEndpoint,
  pointsReward: pointsRewardEndpoint,
  pointsRedeem: pointsRedeemEndpoint,
  pointsConvert: pointsConvertEndpoint,
  pointsRedeemList: pointsRedeemListEndpoint,
  pointsConfig: pointsConfigEndpoint,
} as const;
