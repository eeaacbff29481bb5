import type { Hono } from 'hono';
import { endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { claimRaffle, promotions } from '../domain/promotions';
import { serve } from '../http/route';

export function promotionsRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.promotions, ({ input, member, merchant }) => promotions(gw, input.category, member, merchant));
  serve(app, gw, endpoints.raffleClaim, ({ input, member, merchant }) => claimRaffle(gw, member, input.promotionId, merchant));
}
