import type { Hono } from 'hono';
import { endpoints } from '@portal/api-contract';
import type { GameRow } from '../domain/games';
import { lotteryGame, lotteryGameForCode, lotteryMenus, openedNumbers } from '../domain/lottery';
import type { GatewayContext, GatewayEnv } from '../http/gateway-context';
import { serve } from '../http/route';

export function lotteryRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.vnLotteryMenus, () => lotteryMenus(gw, 'VN'));
  serve(app, gw, endpoints.lotteryMenus, ({ input }) => lotteryMenus(gw, input.prizeMode));
  serve(app, gw, endpoints.vnOpenedNumbers, ({ input }) => openedNumbers(gw, lotteryGameForCode(gw, input.gameCode).code, input.count));
  serve(app, gw, endpoints.lotteryRecentMenu, ({ member }) => {
    const rows = gw.db
      .prepare(
        "SELECT g.* FROM recent_games r JOIN games g ON g.id = r.game_id WHERE r.member_id = ? AND g.category IN ('LOTT', 'ELOTT') ORDER BY r.played_at DESC LIMIT 10",
      )
      .all(member!.id) as GameRow[];
    return rows.map((g) => lotteryGame(gw, g));
  });
}
