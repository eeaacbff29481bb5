import type { Hono } from 'hono';
import { ERROR_KEY, GAME_CATEGORIES, endpoints, type GameCategory } from '@portal/api-contract';
import { type GameRow, gameByCode, gameById, isLotteryGame, toGame, vendorCards } from '../domain/games';
import { issueTicket } from '../domain/launch';
import { fromCents } from '../domain/wallet';
import { Filter } from '../db/filter';
import { fail } from '../http/errors';
import type { GatewayContext, GatewayEnv } from '../http/gateway-context';
import { offsetOf } from '../http/paging';
import { serve } from '../http/route';
import { RNG_CLASSIFY } from '../seed/games';

const CATEGORY_TITLES: Record<GameCategory, string> = {
  ELOTT: 'E-Lottery',
  LOTT: 'Lottery',
  LIVE: 'Live Casino',
  SPORTS: 'Sports',
  FISH: 'Fishing',
  RNG: 'Slots',
  PVP: 'Card Rooms',
  ESPORTS: 'E-Sports',
  INHOUSE: 'In-House',
};
const RECENT_LIMIT = 42;

function menus(gw: GatewayContext, only?: GameCategory) {
  return GAME_CATEGORIES.filter((c) => !only || c === only)
    .map((gameType) => ({
      gameType,
      title: CATEGORY_TITLES[gameType],
      cards: vendorCards(gw, gameType),
      gameClassify: gameType === 'RNG' ? RNG_CLASSIFY.map((c) => ({ ...c })) : [],
    }))
    .filter((m) => m.cards.length > 0);
}

/** Rooms of a PVP game: a normal and a high-stakes table. */
function pvpRooms(g: GameRow) {
  return [1, 2].map((n) => ({
    roomId: `${g.code}-R${n}`,
    roomName: `${g.name} ${n === 1 ? 'Classic' : 'High stakes'}`,
    vassalage: g.vendor,
    gameCode: g.code,
    minBet: fromCents(g.min_bet * (n === 1 ? 1 : 10)),
    online: (g.id * 7 + n * 13) % 60,
    maxPlayers: n === 1 ? 6 : 4,
  }));
}

export function gamesRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.gameMenus, () => menus(gw));
  serve(app, gw, endpoints.gameVendors, ({ input }) => menus(gw, input.gameType));

  serve(app, gw, endpoints.gameList, ({ input }) => {
    const f = new Filter()
      .when(input.gameType, 'category = ?', input.gameType!)
      .when(input.vassalage, 'vendor = ?', input.vassalage!)
      .when(input.gameClassify, 'classify = ?', input.gameClassify!)
      .when(input.gameName, "name LIKE '%' || ? || '%'", input.gameName!)
      .when(input.minBet, 'min_bet >= ?', Math.round((input.minBet ?? 0) * 100))
      .when(input.minLineNum, 'min_line_num >= ?', input.minLineNum!);
    const total = (gw.db.prepare(`SELECT COUNT(*) AS n FROM games ${f.sql}`).get(...f.params) as { n: number }).n;
    const rows = gw.db
      .prepare(`SELECT * FROM games ${f.sql} ORDER BY is_hot DESC, popularity DESC, id LIMIT ? OFFSET ?`)
      .all(...f.params, input.pageSize, offsetOf(input.pageNo, input.pageSize)) as GameRow[];
    return { games: rows.map(toGame), pageNo: input.pageNo, pageSize: input.pageSize, total, totalPages: Math.max(1, Math.ceil(total / input.pageSize)) };
  });

  serve(app, gw, endpoints.hotGames, ({ input }) => {
    const f = new Filter('is_hot = 1').when(input.vassalage, 'vendor = ?', input.vassalage!).when(input.gameType, 'category = ?', input.gameType!);
    const rows = gw.db.prepare(`SELECT * FROM games ${f.sql} ORDER BY popularity DESC LIMIT 42`).all(...f.params) as GameRow[];
    return { list: rows.map(toGame) };
  });

  serve(app, gw, endpoints.popularGames, ({ input }) => {
    const rows = (
      input.gameType
        ? gw.db.prepare('SELECT * FROM games WHERE category = ? ORDER BY popularity DESC LIMIT ?').all(input.gameType, input.count)
        : gw.db.prepare('SELECT * FROM games ORDER BY popularity DESC LIMIT ?').all(input.count)
    ) as GameRow[];
    return { list: rows.map(toGame) };
  });

  serve(app, gw, endpoints.recentGames, ({ input, member }) => {
    const rows = gw.db
      .prepare(
        `SELECT g.* FROM recent_games r JOIN games g ON g.id = r.game_id WHERE r.member_id = ? ${input.vassalage ? 'AND g.vendor = ?' : ''} ORDER BY r.played_at DESC LIMIT ?`,
      )
      .all(...[member!.id, ...(input.vassalage ? [input.vassalage] : []), RECENT_LIMIT]) as GameRow[];
    return { list: rows.map(toGame), totalPages: 1 };
  });

  serve(app, gw, endpoints.favouriteGames, ({ input, member }) => {
    const rows = gw.db
      .prepare('SELECT g.* FROM favourites f JOIN games g ON g.id = f.game_id WHERE f.member_id = ? AND g.category = ? ORDER BY f.created_at DESC')
      .all(member!.id, input.gameType) as GameRow[];
    return { list: rows.map(toGame), totalPages: 1 };
  });

  serve(app, gw, endpoints.favouriteIds, ({ member }) =>
    (gw.db.prepare('SELECT game_id FROM favourites WHERE member_id = ? ORDER BY created_at').all(member!.id) as { game_id: number }[]).map((r) => r.game_id),
  );

  serve(app, gw, endpoints.favouriteAdd, ({ input, member }) => {
    const game = gameById(gw, input.nodeId);
    if (!game || game.vendor !== input.vendor || game.category !== input.gameType) throw fail(ERROR_KEY.notFound);
    gw.db.prepare('INSERT OR IGNORE INTO favourites (member_id, game_id, created_at) VALUES (?, ?, ?)').run(member!.id, game.id, gw.now());
    return null;
  });

  serve(app, gw, endpoints.favouriteRemove, ({ input, member }) => {
    gw.db.prepare('DELETE FROM favourites WHERE member_id = ? AND game_id = ?').run(member!.id, input.nodeId);
    return null;
  });

  serve(app, gw, endpoints.launchGame, ({ input, member }) => {
    if (input.roomId) return launchRoom(gw, member!.id, input.roomId);
    const game =
      (input.nodeId !== undefined ? gameById(gw, input.nodeId) : null) ??
      (typeof input.gameId === 'number' || /^\d+$/.test(String(input.gameId ?? '')) ? gameById(gw, Number(input.gameId)) : null) ??
      (input.gameId !== undefined ? gameByCode(gw, String(input.gameId)) : null) ??
      (input.lottoGameCode ? gameByCode(gw, input.lottoGameCode) : null);
    if (!game) throw fail(ERROR_KEY.notFound);
    const ticket = issueTicket(gw, member!.id, isLotteryGame(game) ? 'lottery' : 'slot', game.id);
    return { game_url: `/sandbox/games/play?ticket=${encodeURIComponent(ticket)}`, game_url2: null };
  });

  serve(app, gw, endpoints.pvpRooms, ({ input }) => {
    const rows = (
      input.vassalage
        ? gw.db.prepare("SELECT * FROM games WHERE category = 'PVP' AND vendor = ? ORDER BY sort").all(input.vassalage)
        : gw.db.prepare("SELECT * FROM games WHERE category = 'PVP' ORDER BY sort").all()
    ) as GameRow[];
    return rows.flatMap(pvpRooms);
  });

  serve(app, gw, endpoints.pvpLaunch, ({ input, member }) => launchRoom(gw, member!.id, input.roomId));
}

function launchRoom(gw: GatewayContext, memberId: number, roomId: string) {
  const game = gameByCode(gw, roomId.replace(/-R\d+$/, ''));
  if (!game || game.category !== 'PVP') throw fail(ERROR_KEY.notFound);
  const ticket = issueTicket(gw, memberId, 'slot', game.id, roomId);
  return { game_url: `/sandbox/games/play?ticket=${encodeURIComponent(ticket)}`, game_url2: null };
}
