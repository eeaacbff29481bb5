import type { Hono } from 'hono';
import { endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { lotteryGameForCode, lotteryMenus, openedNumbers, recentLotteryGames } from '../domain/lottery';
import { serve } from '../http/route';

export function lotteryRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.vnLotteryMenus, () => lotteryMenus(gw, 'VN'));
  serve(app, gw, endpoints.lotteryMenus, ({ input }) => lotteryMenus(gw, input.prizeMode));
  serve(app, gw, endpoints.vnOpenedNumbers, ({ input }) => openedNumbers(gw, lotteryGameForCode(gw, input.gameCode).code, input.count));
  serve(app, gw, endpoints.lotteryRecentMenu, ({ member }) => recentLotteryGames(gw, member.id));
}
