import type { endpoints } from '@portal/api-contract';
import type { GatewayContext, InputOf } from '../core/context';
import { pagedQuery } from '../core/paging';
import { Filter } from '../db/filter';
import { settleDueBets } from './lottery';
import { fromCents } from './wallet';

interface LedgerRecordRow {
  id: number;
  kind: string;
  wallet: string;
  amount: number;
  balance_after: number;
  ref: string | null;
  created_at: number;
}

interface BetRecordRow {
  id: number;
  game_name: string | null;
  game_code: string;
  vendor: string;
  category: string | null;
  stake: number;
  payout: number | null;
  status: 'pending' | 'settled';
  issue: string | null;
  selection: string | null;
  result: string | null;
  created_at: number;
  settled_at: number | null;
}

/** The member's ledger entries, newest first, each with the running balance after it. */
export function transactionDetail(gw: GatewayContext, memberId: number, input: InputOf<typeof endpoints.transactionDetail>) {
  settleDueBets(gw, memberId);
  const f = new Filter()
    .when(input.type, 'kind = ?', input.type ?? '')
    .when(input.startTime, 'created_at >= ?', input.startTime ?? 0)
    .when(input.endTime, 'created_at <= ?', input.endTime ?? 0);
  // balance_after is the running total over all of the member's entries, before filtering.
  const ledger = '(SELECT *, SUM(amount) OVER (ORDER BY id) AS balance_after FROM ledger WHERE member_id = ?)';
  return pagedQuery(gw.db, input, {
    select: '*',
    from: `FROM ${ledger} ${f.sql}`,
    params: [memberId, ...f.params],
    orderBy: 'id DESC',
    map: (r: LedgerRecordRow) => ({
      id: r.id,
      type: r.kind,
      wallet: r.wallet,
      amount: fromCents(r.amount),
      balanceAfter: fromCents(r.balance_after),
      remark: r.ref,
      createTime: r.created_at,
    }),
  });
}

export function betRecords(gw: GatewayContext, memberId: number, input: InputOf<typeof endpoints.betRecords>) {
  settleDueBets(gw, memberId);
  const f = new Filter('b.member_id = ?', memberId)
    .when(input.gameType, 'g.category = ?', input.gameType ?? '')
    .when(input.gameCode, 'b.game_code = ?', input.gameCode ?? '')
    .when(input.status, 'b.status = ?', input.status ?? '');
  return pagedQuery(gw.db, input, {
    select: 'b.*, g.name AS game_name, g.category AS category',
    from: `FROM bets b LEFT JOIN games g ON g.id = b.game_id ${f.sql}`,
    params: f.params,
    orderBy: 'b.id DESC',
    map: (r: BetRecordRow) => ({
      id: r.id,
      gameName: r.game_name ?? r.game_code,
      vendor: r.vendor,
      gameType: r.category ?? '',
      stake: fromCents(r.stake),
      payout: r.payout === null ? null : fromCents(r.payout),
      winLoss: r.payout === null ? null : fromCents(r.payout - r.stake),
      status: r.status,
      issue: r.issue,
      selection: r.selection,
      result: r.result,
      createTime: r.created_at,
      settleTime: r.settled_at,
    }),
  });
}
