import type { PasswordProof } from '../domain/password-proof';
import type { Hono } from 'hono';
import { z } from 'zod';
import { endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import {
  adjustPoints,
  addStock,
  convertPoints,
  pointsConfig,
  pointsHistory,
  pointsOf,
  redeemReward,
  spendingPasswordProof,
  redemptions,
  rewards,
  setPointsConfig,
} from '../domain/points';
import { memberByUsername } from '../domain/members';
import { ok, serve } from '../http/route';
import { operatorBody } from '../http/operator';

export function pointsRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.pointsBalance, ({ member }) => ({ points: pointsOf(gw, member.id) }));
  serve(app, gw, endpoints.pointsReward, () => rewards(gw));
  serve(app, gw, endpoints.pointsConfig, () => pointsConfig(gw));
  serve(
    app,
    gw,
    endpoints.pointsRedeem,
    ({ input, member }, proof: PasswordProof | null) => redeemReward(gw, member, input, proof),
    ({ input, member }) => spendingPasswordProof(gw, member, input.password),
  );
  serve(
    app,
    gw,
    endpoints.pointsConvert,
    ({ input, member }, proof: PasswordProof | null) => convertPoints(gw, member, input, proof),
    ({ input, member }) => spendingPasswordProof(gw, member, input.password),
  );
  serve(app, gw, endpoints.pointsRedeemList, ({ input, member }) => redemptions(gw, member.id, input));
  serve(app, gw, endpoints.pointsHistory, ({ input, member }) => pointsHistory(gw, member.id, input));
}

const stockBody = z.object({ quantity: z.number().int().min(1).max(1_000_000) });
const adjustBody = z.object({
  username: z.string().min(1),
  points: z
    .number()
    .int()
    .min(-1_000_000_000)
    .max(1_000_000_000)
    .refine((n) => n !== 0, 'not zero'),
});
const configBody = z
  .object({
    enabled: z.boolean(),
    pointsPerUnit: z.number().int().min(1).max(1_000_000),
    minConvertPoints: z.number().int().min(1),
    earnPerUnitStaked: z.number().min(0).max(1000),
  })
  .partial()
  .strict();

/** Operator controls of the points mall (behind the operator key like every `/sandbox` path). */
export function sandboxPointsRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  // A refusal (ApiError) is answered by the app's onError with its status and key.
  app.post('/sandbox/points/rewards/:id/stock', async (c) => {
    const body = await operatorBody(c, stockBody);
    return c.json(ok({ stock: addStock(gw, Number(c.req.param('id')), body.quantity) }));
  });
  app.post('/sandbox/points/adjust', async (c) => {
    const body = await operatorBody(c, adjustBody);
    const member = memberByUsername(gw, body.username);
    if (!member) return c.json({ success: false, message: 'not_found', value: { field: 'username' } }, 404);
    return c.json(ok({ points: adjustPoints(gw, member.id, body.points) }));
  });
  app.put('/sandbox/points/config', async (c) => {
    const body = await operatorBody(c, configBody);
    return c.json(ok(setPointsConfig(gw, body)));
  });
  app.get('/sandbox/points/config', (c) => c.json(ok(pointsConfig(gw))));
}
