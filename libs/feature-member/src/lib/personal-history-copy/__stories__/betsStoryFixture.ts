import type { BetRecord } from '@portal/api-contract';
import type { FixtureResponses } from '@portal/data-access/testing';

const GAMES = [
  { gameName: 'Jungle Tiger', gameCode: 'pg-tiger', vendor: 'PG', gameType: 'RNG' },
  { gameName: 'Crystal Rabbit', gameCode: 'jili-rabbit', vendor: 'JILI', gameType: 'RNG' },
  { gameName: 'Speed Baccarat', gameCode: 'evo-bac', vendor: 'EVO', gameType: 'LIVE' },
] as const;

/** 45 bets over the last days (every third one lost, every tenth still pending). */
export const STORY_BETS: BetRecord[] = Array.from({ length: 45 }, (_, i) => {
  const game = GAMES[i % GAMES.length];
  const stake = 5 + (i % 7) * 5;
  const pending = i % 10 === 9;
  const payout = pending ? null : i % 3 === 0 ? 0 : stake * 2.5;
  const at = Date.now() - i * 3 * 3_600_000;
  return {
    id: 1000 + i,
    betNo: `B${String(1000 + i).padStart(9, '0')}`,
    ...game,
    stake,
    validTurnover: pending ? 0 : stake,
    payout,
    winLoss: payout === null ? null : payout - stake,
    status: pending ? 'pending' : 'settled',
    outcome: pending ? 'pending' : payout === 0 ? 'lost' : 'won',
    issue: null,
    selection: null,
    result: payout ? 'x2.5' : null,
    createTime: at,
    settleTime: pending ? null : at + 1000,
  };
});

/** The betting record's platform answers: bets filtered by category and status, paged, with the filter's totals. */
export const BETS_STORY_RESPONSES: FixtureResponses = {
  gameVendors: [],
  betRecords: ({ gameType, status, pageNo = 1, pageSize = 20 }) => {
    const rows = STORY_BETS.filter((b) => (!gameType || b.gameType === gameType) && (!status || b.outcome === status));
    const sum = (pick: (b: BetRecord) => number | null) => rows.reduce((total, b) => total + (pick(b) ?? 0), 0);
    return {
      list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      pageNo,
      pageSize,
      total: rows.length,
      totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
      totals: {
        count: rows.length,
        stake: sum((b) => b.stake),
        validTurnover: sum((b) => b.validTurnover),
        payout: sum((b) => b.payout),
        winLoss: sum((b) => b.winLoss),
      },
    };
  },
};
