import { immediate } from '../db/database';
import { ERROR_KEY, MAIN_WALLET, type LotteryGame, type LotteryMenu } from '@portal/api-contract';
import { fail } from '../core/errors';
import type { GatewayContext } from '../core/context';
import type { GameRow } from './games';
import { assertMayStake } from './responsible-gaming';
import { earnPoints } from './points';
import { balanceOf, fromCents, postEntries } from './wallet';

/**
 * Draws follow the clock: issue n of a game draws at n × interval; the open issue is the next one.
 * Opened numbers are drawn with the server RNG the first time an issue is observed after its time
 * and stored, so they never change afterwards. No timer is needed.
 */
export const intervalSec = (code: string) => (/_00[4-6]$/.test(code) ? 180 : 60);
const KEEP_ISSUES = 200;
/**
 * The most one lottery bet may stake (cents): the same ceiling as the demo slot's, checked on the
 * server and declared in every lottery game of the menus (`maxBet`; docs/product/games-and-play.md
 * "Lotteries").
 */
export const LOTTERY_MAX_STAKE_CENTS = 10_000_00;

export function currentIssue(gw: GatewayContext, code: string): number {
  return Math.floor(gw.now() / (intervalSec(code) * 1000));
}

export function ensureDraws(gw: GatewayContext, code: string): void {
  const current = currentIssue(gw, code);
  const last = gw.db.prepare<unknown[], { n: number | null }>('SELECT MAX(CAST(issue AS INTEGER)) AS n FROM lottery_draws WHERE game_code = ?').get(code)!;
  const from = Math.max((last.n ?? 0) + 1, current - KEEP_ISSUES + 1);
  if (from > current) return;
  const insert = gw.db.prepare('INSERT OR IGNORE INTO lottery_draws (game_code, issue, draw_time, numbers) VALUES (?, ?, ?, ?)');
  gw.db.transaction(() => {
    for (let n = from; n <= current; n++) {
      const numbers = Array.from({ length: 5 }, () => String(Math.floor(gw.random() * 10)));
      insert.run(code, String(n), n * intervalSec(code) * 1000, JSON.stringify(numbers));
    }
  })();
}

export function openedNumbers(gw: GatewayContext, code: string, count: number) {
  ensureDraws(gw, code);
  const rows = gw.db
    .prepare<
      unknown[],
      {
        issue: string;
        draw_time: number;
        numbers: string;
      }
    >('SELECT issue, draw_time, numbers FROM lottery_draws WHERE game_code = ? ORDER BY draw_time DESC LIMIT ?')
    .all(code, count);
  return rows.map((r) => ({ issue: r.issue, drawTime: r.draw_time, numbers: JSON.parse(r.numbers) as string[] }));
}

export function lotteryGame(gw: GatewayContext, g: GameRow): LotteryGame {
  const next = currentIssue(gw, g.code) + 1;
  return {
    gameCode: g.code,
    labelName: g.name,
    defaultPlayType: 'digit',
    drawIntervalSec: intervalSec(g.code),
    nextIssue: String(next),
    nextDrawTime: next * intervalSec(g.code) * 1000,
    serverTime: gw.now(),
    minBet: fromCents(g.min_bet),
    maxBet: fromCents(LOTTERY_MAX_STAKE_CENTS),
  };
}

/** Lottery menus: VN lottery groups for Lott/SEA, e-lottery for Elott/ZY. */
export function lotteryMenus(gw: GatewayContext, mode: 'VN' | 'Lott' | 'ZY' | 'Elott' | 'SEA'): LotteryMenu[] {
  const rows = (category: string) => gw.db.prepare<unknown[], GameRow>('SELECT * FROM games WHERE category = ? ORDER BY sort').all(category);
  if (mode === 'Elott' || mode === 'ZY') {
    const games = rows('ELOTT');
    const picked = mode === 'ZY' ? games.slice(0, 4) : games;
    return [
      {
        gameGroupCode: mode === 'ZY' ? 'ZY_FAST' : 'ELOTT_ALL',
        labelName: mode === 'ZY' ? 'Fast games' : 'E-Lottery',
        gameMenus: picked.map((g) => lotteryGame(gw, g)),
      },
    ];
  }
  const games = rows('LOTT');
  if (mode === 'SEA') return [{ gameGroupCode: 'SEA_FAST', labelName: 'Southeast Asia', gameMenus: games.slice(0, 3).map((g) => lotteryGame(gw, g)) }];
  return [
    { gameGroupCode: 'VN_FAST', labelName: 'Xổ số nhanh', gameMenus: games.slice(0, 3).map((g) => lotteryGame(gw, g)) },
    { gameGroupCode: 'VN_REGION', labelName: 'Xổ số miền', gameMenus: games.slice(3).map((g) => lotteryGame(gw, g)) },
  ];
}

export const LOTTERY_SELECTIONS = ['big', 'small', 'odd', 'even', ...Array.from({ length: 10 }, (_, d) => `digit:${d}`)] as const;

/** Payout multiplier of a selection against the last drawn digit. */
export function lotteryMultiplier(selection: string, numbers: string[]): number {
  const last = Number(numbers[numbers.length - 1]);
  if (selection === 'big') return last >= 5 ? 1.95 : 0;
  if (selection === 'small') return last <= 4 ? 1.95 : 0;
  if (selection === 'odd') return last % 2 === 1 ? 1.95 : 0;
  if (selection === 'even') return last % 2 === 0 ? 1.95 : 0;
  return selection === `digit:${last}` ? 9.5 : 0;
}

/**
 * Takes a bet for the next draw: the stake within the game's limits (its minimum, LOTTERY_MAX_STAKE_CENTS),
 * then the member may stake now (assertMayStake), debits the stake and stores a pending bet (one transaction).
 */
export function placeLotteryBet(
  gw: GatewayContext,
  memberId: number,
  g: GameRow,
  selection: string,
  stakeCents: number,
  launchedFrom?: { portalSession: string | null },
) {
  if (stakeCents < g.min_bet) throw fail('bet_below_minimum', { minBet: fromCents(g.min_bet) });
  if (stakeCents > LOTTERY_MAX_STAKE_CENTS) throw fail('bet_above_maximum', { maxBet: fromCents(LOTTERY_MAX_STAKE_CENTS) });
  const issue = String(currentIssue(gw, g.code) + 1);
  return immediate(gw.db, () => {
    assertMayStake(gw, memberId, stakeCents, launchedFrom);
    const bet = gw.db
      .prepare(
        "INSERT INTO bets (member_id, game_id, game_code, vendor, kind, stake, selection, issue, status, created_at) VALUES (?, ?, ?, ?, 'lottery', ?, ?, ?, 'pending', ?)",
      )
      .run(memberId, g.id, g.code, g.vendor, stakeCents, selection, issue, gw.now());
    const betId = Number(bet.lastInsertRowid);
    postEntries(gw, memberId, [{ wallet: MAIN_WALLET, amount: -stakeCents, kind: 'bet' }], `bet:${betId}`);
    touchRecent(gw, memberId, g.id);
    return { betId, issue, drawTime: Number(issue) * intervalSec(g.code) * 1000 };
  });
}

/** Settles every pending lottery bet whose draw time has passed (optionally one member's). */
export function settleDueBets(gw: GatewayContext, memberId?: number): void {
  const due = gw.db
    .prepare<unknown[], { id: number; member_id: number; game_code: string; stake: number; selection: string; issue: string }>(
      "SELECT id, member_id, game_code, stake, selection, issue FROM bets WHERE kind = 'lottery' AND status = 'pending'" +
        (memberId ? ' AND member_id = ?' : ''),
    )
    .all(...(memberId ? [memberId] : []));
  for (const bet of due) {
    if (Number(bet.issue) > currentIssue(gw, bet.game_code)) continue;
    ensureDraws(gw, bet.game_code);
    const draw = gw.db
      .prepare<unknown[], { numbers: string }>('SELECT numbers FROM lottery_draws WHERE game_code = ? AND issue = ?')
      .get(bet.game_code, bet.issue);
    const numbers = draw ? (JSON.parse(draw.numbers) as string[]) : null;
    immediate(gw.db, () => {
      // Re-check inside the transaction: another request may have settled it.
      const still = gw.db.prepare("SELECT 1 FROM bets WHERE id = ? AND status = 'pending'").get(bet.id);
      if (!still) return;
      // A draw older than the kept window is gone: the bet is void and its stake refunded. A void
      // bet is no turnover for anyone: not for agents' salaries, bonuses or points
      // (docs/product/agent-centre.md "Periods and figures").
      const payout = numbers ? Math.round(bet.stake * lotteryMultiplier(bet.selection, numbers)) : bet.stake;
      if (payout > 0) postEntries(gw, bet.member_id, [{ wallet: MAIN_WALLET, amount: payout, kind: numbers ? 'payout' : 'refund' }], `settle:${bet.id}`);
      gw.db
        .prepare('UPDATE bets SET status = ?, payout = ?, result = ?, settled_at = ? WHERE id = ?')
        .run(numbers ? 'settled' : 'void', payout, numbers ? numbers.join('') : 'refund', gw.now(), bet.id);
      // Points come from settled bets only; a refunded bet earns none (docs/product/points-mall.md).
      if (numbers) earnPoints(gw, bet.member_id, bet.stake, `bet:${bet.id}`);
    });
  }
}

export function touchRecent(gw: GatewayContext, memberId: number, gameId: number) {
  gw.db
    .prepare(
      'INSERT INTO recent_games (member_id, game_id, played_at) VALUES (?, ?, ?) ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = excluded.played_at',
    )
    .run(memberId, gameId, gw.now());
}

export const lotteryGameForCode = (gw: GatewayContext, code: string) => {
  const g = gw.db.prepare<unknown[], GameRow>("SELECT * FROM games WHERE code = ? AND category IN ('LOTT', 'ELOTT')").get(code);
  if (!g) throw fail(ERROR_KEY.notFound);
  return g;
};

/** The member's latest lottery games (LOTT, ELOTT) as lottery menu entries. */
export function recentLotteryGames(gw: GatewayContext, memberId: number): LotteryGame[] {
  const rows = gw.db
    .prepare<unknown[], GameRow>(
      "SELECT g.* FROM recent_games r JOIN games g ON g.id = r.game_id WHERE r.member_id = ? AND g.category IN ('LOTT', 'ELOTT') ORDER BY r.played_at DESC LIMIT 10",
    )
    .all(memberId);
  return rows.map((g) => lotteryGame(gw, g));
}

/** What the demo lottery page shows: the next draw, the latest draws, the balance and the member's latest bets. */
export function lotteryPageState(gw: GatewayContext, memberId: number, game: GameRow) {
  settleDueBets(gw, memberId);
  const bets = gw.db
    .prepare<unknown[], { issue: string; selection: string; stake: number; payout: number | null; status: string }>(
      'SELECT issue, selection, stake, payout, status FROM bets WHERE member_id = ? AND game_id = ? ORDER BY id DESC LIMIT 10',
    )
    .all(memberId, game.id);
  return {
    now: gw.now(),
    game: lotteryGame(gw, game),
    draws: openedNumbers(gw, game.code, 10),
    balance: balanceOf(gw, memberId).sumBalance,
    bets: bets.map((b) => ({ ...b, stake: b.stake / 100, payout: b.payout === null ? null : b.payout / 100 })),
  };
}
