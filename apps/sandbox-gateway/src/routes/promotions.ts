import type { Hono } from 'hono';
import { endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { claimRaffle, promotions } from '../domain/promotions';
import { serve } from '../http/route';

export function promotionsRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.promotions, ({ input, member }) => promotions(gw, input.category, member));
  serve(app, gw, endpoints.raffleClaim, ({ input, member }) => claimRaffle(gw, member, input.promotionId));
}
