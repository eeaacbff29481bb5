import { ERROR_KEY, REAL_ACCOUNT_CATEGORIES, type Game, type GameCategory, type VendorCard } from '@portal/api-contract';
import { fail } from '../core/errors';
import { TRIAL_TYPE, type MemberRow } from './members';
import type { GatewayContext } from '../core/context';
import { fromCents } from './wallet';

export interface GameRow {
  id: number;
  vendor: string;
  category: GameCategory;
  name: string;
  code: string;
  classify: string;
  min_bet: number;
  min_line_num: number;
  is_hot: number;
  popularity: number;
  sort: number;
}

export interface VendorRow {
  code: string;
  category: GameCategory;
  name: string;
  sort: number;
  is_hot: number;
  is_game: 'GAME' | 'VASSALAGE';
  provider_code: string | null;
}

const LOTTERY_CATEGORIES: readonly string[] = ['LOTT', 'ELOTT'];
export const isLotteryGame = (g: Pick<GameRow, 'category'>) => LOTTERY_CATEGORIES.includes(g.category);

export function toGame(r: GameRow): Game {
  return {
    nodeId: r.id,
    gameCode: r.code,
    code: r.code,
    gameName: r.name,
    vassalage: r.vendor,
    vendor: r.vendor,
    gameType: r.category,
    gameCategory: r.category,
    gameClassify: r.classify,
    isGame: 'GAME',
    defaultPlayType: isLotteryGame(r) ? 'digit' : null,
    accountTypeName: r.vendor,
    imageUrl: `/sandbox/art/game/${r.id}.jpg`,
    minBet: fromCents(r.min_bet),
    minLineNum: r.min_line_num,
    isHot: r.is_hot === 1,
  };
}

export function gameById(gw: GatewayContext, id: number): GameRow | null {
  return gw.db.prepare<unknown[], GameRow>('SELECT * FROM games WHERE id = ?').get(id) ?? null;
}

export function gameByCode(gw: GatewayContext, code: string): GameRow | null {
  return gw.db.prepare<unknown[], GameRow>('SELECT * FROM games WHERE code = ?').get(code) ?? null;
}

export function vendorCards(gw: GatewayContext, category: GameCategory): VendorCard[] {
  const vendors = gw.db.prepare<unknown[], VendorRow>('SELECT * FROM vendors WHERE category = ? ORDER BY sort').all(category);
  return vendors.map((v) => {
    const first = gw.db
      .prepare<unknown[], { id: number; n: number }>(
        'SELECT id, (SELECT COUNT(*) FROM games WHERE vendor = ? AND category = ?) AS n FROM games WHERE vendor = ? AND category = ? ORDER BY sort LIMIT 1',
      )
      .get(v.code, category, v.code, category);
    return {
      vassalage: v.code,
      title: v.name,
      smallIcon: `/sandbox/art/vendor/${v.code}.svg`,
      isHot: v.is_hot === 1,
      isGame: v.is_game,
      gameType: category,
      providerCode: v.provider_code,
      nodeId: v.is_game === 'GAME' ? (first?.id ?? null) : null,
      gameCount: first?.n ?? 0,
    };
  });
}

/** A trial account may not open the real-money categories (`in_need_true_account`), whatever the UI shows. */
export function assertMayPlay(member: Pick<MemberRow, 'type'>, game: Pick<GameRow, 'category'>): void {
  if (member.type === TRIAL_TYPE && REAL_ACCOUNT_CATEGORIES.includes(game.category)) throw fail(ERROR_KEY.needTrueAccount);
}
