import type { Hono } from 'hono';
import { ERROR_KEY, endpoints } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { fail } from '../core/errors';
import { isLotteryGame } from '../domain/games';
import { issueTicket } from '../domain/launch';
import {
  addFavourite,
  favouriteGames,
  favouriteIds,
  gameList,
  gameToLaunch,
  hotGames,
  menus,
  popularGames,
  pvpRooms,
  recentGames,
  removeFavourite,
  roomGame,
} from '../domain/lobby';
import { serve } from '../http/route';

const playUrl = (ticket: string) => ({ game_url: `/sandbox/games/play?ticket=${encodeURIComponent(ticket)}`, game_url2: null });

export function gamesRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  const launchRoom = (memberId: number, roomId: string) => playUrl(issueTicket(gw, memberId, 'slot', roomGame(gw, roomId).id, roomId));

  serve(app, gw, endpoints.gameMenus, () => menus(gw));
  serve(app, gw, endpoints.gameVendors, ({ input }) => menus(gw, input.gameType));
  serve(app, gw, endpoints.gameList, ({ input }) => gameList(gw, input));
  serve(app, gw, endpoints.hotGames, ({ input }) => hotGames(gw, input));
  serve(app, gw, endpoints.popularGames, ({ input }) => popularGames(gw, input.gameType, input.count));
  serve(app, gw, endpoints.recentGames, ({ input, member }) => recentGames(gw, member.id, input.vassalage));
  serve(app, gw, endpoints.favouriteGames, ({ input, member }) => favouriteGames(gw, member.id, input.gameType));
  serve(app, gw, endpoints.favouriteIds, ({ member }) => favouriteIds(gw, member.id));
  serve(app, gw, endpoints.favouriteAdd, ({ input, member }) => {
    addFavourite(gw, member.id, input);
    return null;
  });
  serve(app, gw, endpoints.favouriteRemove, ({ input, member }) => {
    removeFavourite(gw, member.id, input.nodeId);
    return null;
  });

  serve(app, gw, endpoints.launchGame, ({ input, member }) => {
    if (input.roomId) return launchRoom(member.id, input.roomId);
    const game = gameToLaunch(gw, input);
    if (!game) throw fail(ERROR_KEY.notFound);
    return playUrl(issueTicket(gw, member.id, isLotteryGame(game) ? 'lottery' : 'slot', game.id));
  });

  serve(app, gw, endpoints.pvpRooms, ({ input }) => pvpRooms(gw, input.vassalage));
  serve(app, gw, endpoints.pvpLaunch, ({ input, member }) => launchRoom(member.id, input.roomId));
}
