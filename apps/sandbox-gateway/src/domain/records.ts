import { type BetOutcome, type LedgerCategory, type endpoints } from '@portal/api-contract';
import type { GatewayContext, InputOf } from '../core/context';
import { pagedQuery } from '../core/paging';
import { Filter } from '../db/filter';
import { categoriesSql, categoryOf } from './ledger-categories';
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
  status: 'pending' | 'settled' | 'void';
  issue: string | null;
  selection: string | null;
  result: string | null;
  created_at: number;
  settled_at: number | null;
}

/** A reference a player can quote (the order, withdrawal, bet or transfer), not the internal UUID of a plain entry. */
const referenceOf = (ref: string | null) => (ref && /^(deposit|withdrawal|upline|bet|settle|raffle):/.test(ref) ? ref.slice(ref.indexOf(':') + 1) : null);

/**
 * The member's ledger entries, newest first, each with the total balance after it; totals for the
 * filter. The balance after is the running sum over all of the member's entries (not only the
 * filtered ones): one index-only sum up to the page's newest entry, then the gaps between the
 * page's entries are subtracted, so a page costs the same however long the history is.
 */
export function transactionDetail(gw: GatewayContext, memberId: number, input: InputOf<typeof endpoints.transactionDetail>) {
  settleDueBets(gw, memberId);
  const f = new Filter('member_id = ?', memberId)
    .when(input.type, 'kind = ?', input.type ?? '')
    .when(input.startTime, 'created_at >= ?', input.startTime ?? 0)
    .when(input.endTime, 'created_at <= ?', input.endTime ?? 0);
  if (input.category) {
    const c = categoriesSql(input.category.split(',') as LedgerCategory[]);
    f.add(c.sql, ...c.params);
  }
  const page = pagedQuery(gw.db, input, {
    select: 'id, kind, wallet, amount, ref, created_at',
    from: `FROM ledger ${f.sql}`,
    params: f.params,
    orderBy: 'id DESC',
    map: (r: Omit<LedgerRecordRow, 'balance_after'>) => r,
  });
  const sumUpTo = gw.db.prepare<[number, number], number>('SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE member_id = ? AND id <= ?').pluck();
  const sumBetween = gw.db
    .prepare<[number, number, number], number>('SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE member_id = ? AND id > ? AND id <= ?')
    .pluck();
  let balance = 0;
  const list = page.list.map((r, i, rows) => {
    balance = i === 0 ? sumUpTo.get(memberId, r.id)! : balance - sumBetween.get(memberId, r.id, rows[i - 1].id)!;
    return {
      id: r.id,
      type: r.kind,
      category: categoryOf(r.kind),
      wallet: r.wallet,
      amount: fromCents(r.amount),
      balanceAfter: fromCents(balance),
      remark: r.ref,
      reference: referenceOf(r.ref),
      createTime: r.created_at,
    };
  });
  const t = gw.db
    .prepare<unknown[], { count: number; credit: number; debit: number }>(
      `SELECT COUNT(*) AS count, COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0) AS credit, COALESCE(SUM(CASE WHEN amount < 0 THEN amount END), 0) AS debit FROM ledger ${f.sql}`,
    )
    .get(...f.params)!;
  return { ...page, list, totals: { count: t.count, credit: fromCents(t.credit), debit: fromCents(t.debit), net: fromCents(t.credit + t.debit) } };
}

/** Void: cancelled by the operator, or a lottery bet refunded (no draw). */
const VOID_SQL = "(b.status = 'void' OR COALESCE(b.result, '') = 'refund')";
const OUTCOME_SQL: Record<'won' | 'lost' | 'void', string> = {
  won: `b.status = 'settled' AND b.payout > b.stake AND NOT ${VOID_SQL}`,
  lost: `b.status = 'settled' AND b.payout <= b.stake AND NOT ${VOID_SQL}`,
  void: VOID_SQL,
};

function outcomeOf(r: BetRecordRow): BetOutcome {
  if (r.status === 'void' || r.result === 'refund') return 'void';
  if (r.status === 'pending' || r.payout === null) return 'pending';
  return r.payout > r.stake ? 'won' : 'lost';
}

/** Filter of the betting record (the page and the totals share it). */
function betFilter(memberId: number, input: InputOf<typeof endpoints.betRecords>): Filter {
  const f = new Filter('b.member_id = ?', memberId)
    .when(input.startTime, 'b.created_at >= ?', input.startTime ?? 0)
    .when(input.endTime, 'b.created_at <= ?', input.endTime ?? 0)
    .when(input.gameType, 'b.game_id IN (SELECT id FROM games WHERE category = ?)', input.gameType ?? '')
    .when(input.vendor, 'b.vendor = ?', input.vendor ?? '')
    .when(input.gameCode, 'b.game_code = ?', input.gameCode ?? '');
  if (input.status === 'pending') f.add("b.status = 'pending'");
  else if (input.status === 'settled') f.add("b.status IN ('settled', 'void')");
  else if (input.status) f.add(OUTCOME_SQL[input.status]);
  return f;
}

export function betRecords(gw: GatewayContext, memberId: number, input: InputOf<typeof endpoints.betRecords>) {
  settleDueBets(gw, memberId);
  const f = betFilter(memberId, input);
  const page = pagedQuery(gw.db, input, {
    select: 'b.*, g.name AS game_name, g.category AS category',
    from: `FROM bets b LEFT JOIN games g ON g.id = b.game_id ${f.sql}`,
    params: f.params,
    orderBy: 'b.created_at DESC, b.id DESC',
    map: (r: BetRecordRow) => {
      const outcome = outcomeOf(r);
      const counts = outcome === 'won' || outcome === 'lost';
      return {
        id: r.id,
        betNo: `B${String(r.id).padStart(9, '0')}`,
        gameName: r.game_name ?? r.game_code,
        gameCode: r.game_code,
        vendor: r.vendor,
        gameType: r.category ?? '',
        stake: fromCents(r.stake),
        validTurnover: counts ? fromCents(r.stake) : 0,
        payout: r.payout === null ? null : fromCents(r.payout),
        winLoss: r.payout === null ? null : counts ? fromCents(r.payout - r.stake) : 0,
        status: r.status === 'pending' ? ('pending' as const) : ('settled' as const),
        outcome,
        issue: r.issue,
        selection: r.selection,
        result: r.result,
        createTime: r.created_at,
        settleTime: r.settled_at,
      };
    },
  });
  return { ...page, totals: betTotals(gw, f) };
}

/** The totals of a betting-record filter alone (what bench:records times). */
export const betRecordTotals = (gw: GatewayContext, memberId: number, input: InputOf<typeof endpoints.betRecords>) => betTotals(gw, betFilter(memberId, input));

function betTotals(gw: GatewayContext, f: Filter) {
  const counted = `b.status = 'settled' AND NOT ${VOID_SQL}`;
  const t = gw.db
    .prepare<unknown[], { count: number; stake: number; valid: number; payout: number }>(
      `SELECT COUNT(*) AS count, COALESCE(SUM(b.stake), 0) AS stake,
         COALESCE(SUM(CASE WHEN ${counted} THEN b.stake END), 0) AS valid,
         COALESCE(SUM(CASE WHEN ${counted} THEN b.payout END), 0) AS payout
       FROM bets b ${f.sql}`,
    )
    .get(...f.params)!;
  return { count: t.count, stake: fromCents(t.stake), validTurnover: fromCents(t.valid), payout: fromCents(t.payout), winLoss: fromCents(t.payout - t.valid) };
}
