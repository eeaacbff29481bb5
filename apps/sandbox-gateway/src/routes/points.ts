import type { Hono } from 'hono';
import { endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { convertPoints, pointsConfig, pointsOf, redeemReward, redemptions, rewards } from '../domain/points';
import { serve } from '../http/route';

export function pointsRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.pointsBalance, ({ member }) => ({ points: pointsOf(gw, member.id) }));
  serve(app, gw, endpoints.pointsReward, () => rewards(gw));
  serve(app, gw, endpoints.pointsConfig, () => pointsConfig());
  serve(app, gw, endpoints.pointsRedeem, ({ input, member }) => redeemReward(gw, member, input));
  serve(app, gw, endpoints.pointsConvert, ({ input, member }) => convertPoints(gw, member, input));
  serve(app, gw, endpoints.pointsRedeemList, ({ input, member }) => redemptions(gw, member.id, input));
}
