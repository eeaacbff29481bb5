import { z } from 'zod';
import { moneySchema, timestampSchema } from '../common';
import { defineEndpoint } from '../endpoint';

export const raffleSchema = z.object({
  prizes: z.array(z.object({ name: z.string(), amount: moneySchema })),
  /** Set when the caller is logged in and has claimed. */
  claimed: z.boolean(),
});

export const promotionSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Untrusted HTML. */
  content: z.string(),
  startTime: timestampSchema,
  endTime: timestampSchema,
  raffle: raffleSchema.nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionsEndpoint = defineEndpoint({
  name: 'promotions',
  method: 'GET',
  path: '/wps/promotions',
  auth: false,
  encrypted: false,
  request: z.object({ category: z.string().max(32).optional() }),
  response: z.array(promotionSchema),
  description: 'Promotions (category new_player for the register page); one carries a raffle. Token optional (raffle.claimed).',
  chosen: ['path /wps/promotions', 'method GET', 'query category'],
});

export const raffleClaimEndpoint = defineEndpoint({
  name: 'raffleClaim',
  method: 'POST',
  path: '/wps/promotions/raffle/claim',
  auth: true,
  encrypted: false,
  moneyMove: true,
  request: z.object({ promotionId: z.number().int().positive() }),
  response: z.object({ prize: z.string(), amount: moneySchema, sumBalance: moneySchema }),
  description: 'Draws a raffle prize once per member and credits it to the main wallet.',
  chosen: ['path /wps/promotions/raffle/claim', 'method POST'],
});

export const promotionsEndpoints = { promotions: promotionsEndpoint, raffleClaim: raffleClaimEndpoint } as const;
