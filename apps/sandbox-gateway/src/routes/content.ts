import type { Hono } from 'hono';
import { endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { announcements, banners, helpCenter, winnerBoard } from '../domain/content';
import { serve } from '../http/route';

export function contentRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.bannerList, ({ input, merchant }) => banners(gw, input.groupName, merchant));
  serve(app, gw, endpoints.announcements, ({ input }) => announcements(gw, input));
  serve(app, gw, endpoints.helpCenter, ({ language }) => helpCenter(gw, language));
  serve(app, gw, endpoints.winnerBoard, ({ input }) => winnerBoard(gw, input.count));
}
