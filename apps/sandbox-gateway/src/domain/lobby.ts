import { ERROR_KEY, GAME_CATEGORIES, type endpoints, type GameCategory } from '@portal/api-contract';
import type { GatewayContext, InputOf } from '../core/context';
import { fail } from '../core/errors';
import { pagedQuery } from '../core/paging';
import { Filter } from '../db/filter';
import { RNG_CLASSIFY } from '../seed/games';
import { type GameRow, gameByCode, gameById, toGame, vendorCards } from './games';
import { fromCents } from './wallet';

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

export function menus(gw: GatewayContext, only?: GameCategory) {
  return GAME_CATEGORIES.filter((c) => !only || c === only)
    .map((gameType) => ({
      gameType,
      title: CATEGORY_TITLES[gameType],
      cards: vendorCards(gw, gameType),
      gameClassify: gameType === 'RNG' ? RNG_CLASSIFY.map((c) => ({ ...c })) : [],
    }))
    .filter((m) => m.cards.length > 0);
}

export function gameList(gw: GatewayContext, input: InputOf<typeof endpoints.gameList>) {
  const f = new Filter()
    .when(input.gameType, 'category = ?', input.gameType ?? '')
    .when(input.vassalage, 'vendor = ?', input.vassalage ?? '')
    .when(input.gameClassify, 'classify = ?', input.gameClassify ?? '')
    .when(input.gameName, "name LIKE '%' || ? || '%'", input.gameName ?? '')
    .when(input.minBet, 'min_bet >= ?', Math.round((input.minBet ?? 0) * 100))
    .when(input.minLineNum, 'min_line_num >= ?', input.minLineNum ?? 0);
  const { list, ...page } = pagedQuery(gw.db, input, {
    select: '*',
    from: `FROM games ${f.sql}`,
    params: f.params,
    orderBy: 'is_hot DESC, popularity DESC, id',
    map: toGame,
  });
  return { games: list, ...page };
}

export function hotGames(gw: GatewayContext, input: InputOf<typeof endpoints.hotGames>) {
  const f = new Filter('is_hot = 1').when(input.vassalage, 'vendor = ?', input.vassalage ?? '').when(input.gameType, 'category = ?', input.gameType ?? '');
  const rows = gw.db.prepare<unknown[], GameRow>(`SELECT * FROM games ${f.sql} ORDER BY popularity DESC LIMIT 42`).all(...f.params);
  return { list: rows.map(toGame) };
}

export function popularGames(gw: GatewayContext, gameType: string | undefined, count: number) {
  const rows = gameType
    ? gw.db.prepare<unknown[], GameRow>('SELECT * FROM games WHERE category = ? ORDER BY popularity DESC LIMIT ?').all(gameType, count)
    : gw.db.prepare<unknown[], GameRow>('SELECT * FROM games ORDER BY popularity DESC LIMIT ?').all(count);
  return { list: rows.map(toGame) };
}

export function recentGames(gw: GatewayContext, memberId: number, vendor: string | undefined) {
  const rows = gw.db
    .prepare<unknown[], GameRow>(
      `SELECT g.* FROM recent_games r JOIN games g ON g.id = r.game_id WHERE r.member_id = ? ${vendor ? 'AND g.vendor = ?' : ''} ORDER BY r.played_at DESC LIMIT ?`,
    )
    .all(...[memberId, ...(vendor ? [vendor] : []), RECENT_LIMIT]);
  return { list: rows.map(toGame), totalPages: 1 };
}

export function favouriteGames(gw: GatewayContext, memberId: number, gameType: string) {
  const rows = gw.db
    .prepare<unknown[], GameRow>(
      'SELECT g.* FROM favourites f JOIN games g ON g.id = f.game_id WHERE f.member_id = ? AND g.category = ? ORDER BY f.created_at DESC',
    )
    .all(memberId, gameType);
  return { list: rows.map(toGame), totalPages: 1 };
}

export const favouriteIds = (gw: GatewayContext, memberId: number) =>
  gw.db
    .prepare<unknown[], { game_id: number }>('SELECT game_id FROM favourites WHERE member_id = ? ORDER BY created_at')
    .all(memberId)
    .map((r) => r.game_id);

export function addFavourite(gw: GatewayContext, memberId: number, input: InputOf<typeof endpoints.favouriteAdd>): void {
  const game = gameById(gw, input.nodeId);
  if (!game || game.vendor !== input.vendor || game.category !== input.gameType) throw fail(ERROR_KEY.notFound);
  gw.db.prepare('INSERT OR IGNORE INTO favourites (member_id, game_id, created_at) VALUES (?, ?, ?)').run(memberId, game.id, gw.now());
}

export function removeFavourite(gw: GatewayContext, memberId: number, gameId: number): void {
  gw.db.prepare('DELETE FROM favourites WHERE member_id = ? AND game_id = ?').run(memberId, gameId);
}

/** The game a launch request names: by node id, numeric or code game id, or lottery code. */
export function gameToLaunch(gw: GatewayContext, input: InputOf<typeof endpoints.launchGame>): GameRow | null {
  return (
    (input.nodeId !== undefined ? gameById(gw, input.nodeId) : null) ??
    (typeof input.gameId === 'number' || /^\d+$/.test(String(input.gameId ?? '')) ? gameById(gw, Number(input.gameId)) : null) ??
    (input.gameId !== undefined ? gameByCode(gw, String(input.gameId)) : null) ??
    (input.lottoGameCode ? gameByCode(gw, input.lottoGameCode) : null)
  );
}

/** Rooms of a PVP game: a normal and a high-stakes table. */
function roomsOf(g: GameRow) {
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

export function pvpRooms(gw: GatewayContext, vendor: string | undefined) {
  const rows = vendor
    ? gw.db.prepare<unknown[], GameRow>("SELECT * FROM games WHERE category = 'PVP' AND vendor = ? ORDER BY sort").all(vendor)
    : gw.db.prepare<unknown[], GameRow>("SELECT * FROM games WHERE category = 'PVP' ORDER BY sort").all();
  return rows.flatMap(roomsOf);
}

/** The PVP game of a room id (`<code>-R<n>`). */
export function roomGame(gw: GatewayContext, roomId: string): GameRow {
  const game = gameByCode(gw, roomId.replace(/-R\d+$/, ''));
  if (!game || game.category !== 'PVP') throw fail(ERROR_KEY.notFound);
  return game;
}
