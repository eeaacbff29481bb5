import type { Hono } from 'hono';
import { ERROR_KEY, endpoints } from '@portal/api-contract';
import { frameUrl, type GatewayContext, type GatewayEnv } from '../core/context';
import { fail } from '../core/errors';
import { assertMayPlay, isLotteryGame } from '../domain/games';
import type { MemberRow } from '../domain/members';
import { assertVendorOpen, issueTicket } from '../domain/launch';
import { assertMayLaunch } from '../domain/responsible-gaming';
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

export function gamesRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  /** The play page of a ticket; `mobile` asks for the demo games' mobile build (a phone's launch: platform html5 or client type 2). */
  const playUrl = (ticket: string, mobile = false) => ({
    game_url: frameUrl(gw, `/sandbox/games/play?ticket=${encodeURIComponent(ticket)}${mobile ? '&build=mobile' : ''}`),
    game_url2: null,
  });
  const launchRoom = (member: MemberRow, merchant: string, roomId: string, token: string) => {
    const game = roomGame(gw, roomId);
    assertVendorOpen(gw, merchant, game.vendor);
    assertMayPlay(member, game);
    assertMayLaunch(gw, member.id, game.min_bet);
    return playUrl(issueTicket(gw, member.id, 'slot', game.id, roomId, token));
  };

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

  serve(app, gw, endpoints.launchGame, ({ input, member, merchant, token }) => {
    if (input.roomId) return launchRoom(member, merchant, input.roomId, token);
    const game = gameToLaunch(gw, input);
    if (!game) throw fail(ERROR_KEY.notFound);
    assertVendorOpen(gw, merchant, game.vendor);
    assertMayPlay(member, game);
    assertMayLaunch(gw, member.id, game.min_bet);
    const mobile = input.platform === 'html5' || input.clientType === 2;
    return playUrl(issueTicket(gw, member.id, isLotteryGame(game) ? 'lottery' : 'slot', game.id, null, token), mobile);
  });

  serve(app, gw, endpoints.pvpRooms, ({ input }) => pvpRooms(gw, input.vassalage));
  serve(app, gw, endpoints.pvpLaunch, ({ input, member, merchant, token }) => launchRoom(member, merchant, input.roomId, token));
}
