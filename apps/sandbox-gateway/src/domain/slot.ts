import { immediate } from '../db/database';
import { MAIN_WALLET } from '@portal/api-contract';
import { fail } from '../core/errors';
import type { GatewayContext } from '../core/context';
import type { GameRow } from './games';
import { touchRecent } from './lottery';
import { earnPoints } from './points';
import { assertMayStake } from './responsible-gaming';
import { fromCents, postEntries, totalCents } from './wallet';

export const SYMBOLS = ['SEVEN', 'BAR', 'BELL', 'STAR', 'CHERRY', 'LEMON'] as const;
const THREE_OF_A_KIND: Record<(typeof SYMBOLS)[number], number> = { SEVEN: 50, BAR: 20, BELL: 10, STAR: 8, CHERRY: 5, LEMON: 3 };
/** Any pair pays 1.2×: return to player ≈ 94%. */
const PAIR = 1.2;
export const MAX_STAKE_CENTS = 10_000_00;

export function slotMultiplier(reels: readonly string[]): number {
  const [a, b, c] = reels;
  if (a === b && b === c) return THREE_OF_A_KIND[a as (typeof SYMBOLS)[number]];
  return a === b || b === c || a === c ? PAIR : 0;
}

export interface SpinResult {
  betId: number;
  reels: string[];
  stake: number;
  win: number;
  balance: number;
  text: string;
}

/**
 * One spin, one transaction: the member's responsible-gaming state at this moment (assertMayStake;
 * `launchedFrom` is the game session's portal session), debit the stake (never below zero), draw
 * three reels with the server RNG, credit the win, write the betting record.
 */
export function spin(gw: GatewayContext, memberId: number, game: GameRow, stakeCents: number, launchedFrom?: { portalSession: string | null }): SpinResult {
  if (stakeCents < game.min_bet) throw fail('bet_below_minimum', { minBet: fromCents(game.min_bet) });
  if (stakeCents > MAX_STAKE_CENTS) throw fail('bet_above_maximum', { maxBet: fromCents(MAX_STAKE_CENTS) });
  return immediate(gw.db, () => {
    assertMayStake(gw, memberId, stakeCents, launchedFrom);
    const reels = Array.from({ length: 3 }, () => SYMBOLS[Math.floor(gw.random() * SYMBOLS.length)]);
    const winCents = Math.round(stakeCents * slotMultiplier(reels));
    const bet = gw.db
      .prepare(
        "INSERT INTO bets (member_id, game_id, game_code, vendor, kind, stake, payout, selection, result, status, created_at, settled_at) VALUES (?, ?, ?, ?, 'slot', ?, ?, 'spin', ?, 'settled', ?, ?)",
      )
      .run(memberId, game.id, game.code, game.vendor, stakeCents, winCents, reels.join(' '), gw.now(), gw.now());
    const betId = Number(bet.lastInsertRowid);
    postEntries(gw, memberId, [{ wallet: MAIN_WALLET, amount: -stakeCents, kind: 'bet' }], `bet:${betId}`);
    if (winCents > 0) postEntries(gw, memberId, [{ wallet: MAIN_WALLET, amount: winCents, kind: 'payout' }], `bet:${betId}`);
    earnPoints(gw, memberId, stakeCents, `bet:${betId}`);
    touchRecent(gw, memberId, game.id);
    const stake = fromCents(stakeCents);
    const win = fromCents(winCents);
    return {
      betId,
      reels,
      stake,
      win,
      balance: fromCents(totalCents(gw, memberId)),
      text: win > 0 ? `${reels.join(' | ')} — you won ${win.toFixed(2)}` : `${reels.join(' | ')} — no win`,
    };
  });
}
