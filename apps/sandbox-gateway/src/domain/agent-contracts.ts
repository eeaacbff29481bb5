import {
  CONTRACT_CYCLES,
  ERROR_KEY,
  MAIN_WALLET,
  REALTIME_SLICE_MS,
  type ContractDetail,
  type ContractKind,
  type ContractPayout,
  type ContractRequest,
  type ContractTier,
  type IncomeKind,
  type PendingIncome,
} from '@portal/api-contract';
import { immediate } from '../db/database';
import { badRequest, fail } from '../core/errors';
import type { GatewayContext } from '../core/context';
import { pagedQuery, type PageRequest } from '../core/paging';
import { teamFigures } from './team-profit-loss';
import { appendEntries, fromCents, toCents } from './wallet';

/** Formulas and rules: docs/product/agent-centre.md. */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const satisfies readonly ContractKind[];
/** Ledger kind of each payout. */
export const PAYOUT_LEDGER_KIND: Record<IncomeKind, string> = {
  commission: 'agent_commission',
  dividend: 'agent_dividend',
  daily: 'agent_salary_daily',
  hourly: 'agent_salary_hourly',
  realtime: 'agent_salary_realtime',
};
/** How far back a job looks for unpaid ended slices. */
const CATCH_UP_MS: Record<ContractKind, number> = { realtime: DAY, hourly: 2 * DAY, daily: 7 * DAY, dividend: 31 * DAY };

/** Tiers in cents, as stored. */
interface StoredTier {
  minTurnover: number;
  minActiveMembers: number;
  rate: number | null;
  fixedAmount: number | null;
}

export interface ContractRow {
  member_id: number;
  kind: ContractKind;
  tiers: string;
  signed_at: number;
  granted_by: number | null;
}

const toStored = (t: ContractTier): StoredTier => ({
  minTurnover: toCents(t.minTurnover),
  minActiveMembers: t.minActiveMembers,
  rate: t.rate,
  fixedAmount: t.fixedAmount === null ? null : toCents(t.fixedAmount),
});
const fromStored = (t: StoredTier): ContractTier => ({
  minTurnover: fromCents(t.minTurnover),
  minActiveMembers: t.minActiveMembers,
  rate: t.rate,
  fixedAmount: t.fixedAmount === null ? null : fromCents(t.fixedAmount),
});
export const storeTiers = (tiers: ContractTier[]) => JSON.stringify(tiers.map(toStored));
export const parseTiers = (json: string): StoredTier[] => JSON.parse(json) as StoredTier[];
export const tiersOf = (row: ContractRow) => parseTiers(row.tiers).map(fromStored);

// ---------------------------------------------------------------- slices

/** The slice of `kind` that contains `t`: [start, end). Dividend cycles are half months (1–15, 16–end), UTC. */
export function sliceAt(kind: ContractKind | 'commission', t: number): { start: number; end: number } {
  if (kind === 'realtime') {
    const start = Math.floor(t / REALTIME_SLICE_MS) * REALTIME_SLICE_MS;
    return { start, end: start + REALTIME_SLICE_MS };
  }
  if (kind === 'hourly') {
    const start = Math.floor(t / HOUR) * HOUR;
    return { start, end: start + HOUR };
  }
  if (kind === 'daily') {
    const start = Math.floor(t / DAY) * DAY;
    return { start, end: start + DAY };
  }
  const d = new Date(t);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  if (kind === 'commission') return { start: Date.UTC(y, m, 1), end: Date.UTC(y, m + 1, 1) };
  return d.getUTCDate() <= 15 ? { start: Date.UTC(y, m, 1), end: Date.UTC(y, m, 16) } : { start: Date.UTC(y, m, 16), end: Date.UTC(y, m + 1, 1) };
}

/** The highest tier whose turnover and active-member thresholds are both reached. */
export function tierReached(tiers: StoredTier[], turnoverCents: number, active: number): number | null {
  let reached: number | null = null;
  tiers.forEach((t, i) => {
    if (turnoverCents >= t.minTurnover && active >= t.minActiveMembers) reached = i;
  });
  return reached;
}

export interface SliceResult {
  start: number;
  end: number;
  turnover: number;
  profit: number;
  active: number;
  tierIndex: number | null;
  rate: number | null;
  /** Cents, rounded down. */
  amount: number;
}

/**
 * What a slice pays (cents). Only bets from the signing on count. Daily: tier by the day's figures,
 * rate × turnover or the fixed amount. Hourly and real-time: tier by the day so far (to the slice's
 * end), rate × the slice's turnover. Dividend: tier by the cycle's figures, rate × |profit| when the
 * team's profit is negative, else nothing.
 */
export function computeSlice(gw: GatewayContext, contract: ContractRow, start: number, end: number): SliceResult {
  const tiers = parseTiers(contract.tiers);
  const from = Math.max(start, contract.signed_at);
  const slice = teamFigures(gw, contract.member_id, from, end);
  let basis = slice;
  if (contract.kind === 'hourly' || contract.kind === 'realtime') basis = teamFigures(gw, contract.member_id, Math.floor(start / DAY) * DAY, end);
  const tierIndex = tierReached(tiers, basis.turnover, basis.active);
  const tier = tierIndex === null ? null : tiers[tierIndex];
  let amount = 0;
  if (tier) {
    if (contract.kind === 'dividend') amount = slice.profit < 0 ? Math.floor((tier.rate ?? 0) * -slice.profit) : 0;
    else if (tier.rate !== null) amount = Math.floor(tier.rate * slice.turnover);
    else amount = tier.fixedAmount ?? 0;
  }
  return { start, end, turnover: slice.turnover, profit: slice.profit, active: slice.active, tierIndex, rate: tier?.rate ?? null, amount };
}

const payoutRef = (kind: string, memberId: number, start: number) => `agent:${kind}:${memberId}:${start}`;

/**
 * Records one slice and, when it pays something, its ledger entry, in one IMMEDIATE transaction.
 * The unique key (agent, kind, slice start) makes a second run (or a run after a restart) a no-op.
 * Returns the cents paid by this call (0 when the slice was recorded already).
 */
export function recordSlice(gw: GatewayContext, memberId: number, kind: IncomeKind, r: SliceResult): number {
  return immediate(gw.db, () => {
    const exists = gw.db.prepare('SELECT 1 FROM agent_payouts WHERE member_id = ? AND kind = ? AND slice_start = ?').get(memberId, kind, r.start);
    if (exists) return 0;
    // Through the wallet's one path, like every other ledger write.
    const ledgerId =
      r.amount > 0
        ? appendEntries(gw, memberId, [{ wallet: MAIN_WALLET, amount: r.amount, kind: PAYOUT_LEDGER_KIND[kind] }], payoutRef(kind, memberId, r.start)).ids[0]
        : null;
    // A concurrent writer cannot slip in (IMMEDIATE); the primary key still refuses a duplicate and rolls the entry back.
    gw.db
      .prepare(
        `INSERT INTO agent_payouts (member_id, kind, slice_start, slice_end, team_turnover, team_profit, active_members, tier_index, rate, amount, ledger_id, computed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(memberId, kind, r.start, r.end, r.turnover, r.profit, r.active, r.tierIndex, r.rate, r.amount, ledgerId, gw.now());
    return r.amount;
  });
}

export interface JobReport {
  kind: ContractKind;
  /** Slices calculated by this run (recorded for the first time). */
  slices: number;
  /** Slices of them that paid something. */
  paid: number;
  amount: number;
}

/**
 * Pays every ended, unrecorded slice of `kind` for every agent holding a contract of that kind,
 * within the catch-up window and never before the signing. `at` is the job's clock (default now).
 * `afterSlice` lets tests stop a run half way (a crash).
 */
export function runContractJob(gw: GatewayContext, kind: ContractKind, options: { at?: number; afterSlice?: () => void } = {}): JobReport {
  const at = options.at ?? gw.now();
  const report: JobReport = { kind, slices: 0, paid: 0, amount: 0 };
  const contracts = gw.db.prepare<unknown[], ContractRow>('SELECT * FROM agent_contracts WHERE kind = ?').all(kind);
  for (const contract of contracts) {
    const first = sliceAt(kind, Math.max(contract.signed_at, at - CATCH_UP_MS[kind]));
    const done = new Set(
      gw.db
        .prepare<unknown[], number>('SELECT slice_start FROM agent_payouts WHERE member_id = ? AND kind = ? AND slice_start >= ?')
        .pluck()
        .all(contract.member_id, kind, first.start),
    );
    for (let slice = first; slice.end <= at; slice = sliceAt(kind, slice.end)) {
      if (done.has(slice.start)) continue;
      const result = computeSlice(gw, contract, slice.start, slice.end);
      const paid = recordSlice(gw, contract.member_id, kind, result);
      report.slices++;
      if (paid > 0) {
        report.paid++;
        report.amount += paid;
      }
      options.afterSlice?.();
    }
  }
  return { ...report, amount: fromCents(report.amount) };
}

/** The scheduler's tick: every kind (each pays only its ended, unrecorded slices). */
export function runDueJobs(gw: GatewayContext): JobReport[] {
  return CONTRACT_KINDS.map((kind) => runContractJob(gw, kind));
}

// ---------------------------------------------------------------- reading

export function contractOf(gw: GatewayContext, memberId: number, kind: ContractKind): ContractRow | null {
  return gw.db.prepare<unknown[], ContractRow>('SELECT * FROM agent_contracts WHERE member_id = ? AND kind = ?').get(memberId, kind) ?? null;
}

export function contractDetail(gw: GatewayContext, memberId: number, kind: ContractKind): ContractDetail {
  const contract = contractOf(gw, memberId, kind);
  const now = gw.now();
  const open = sliceAt(kind, now);
  const current = contract ? computeSlice(gw, contract, open.start, Math.min(open.end, now + 1)) : null;
  const grantedBy = contract?.granted_by
    ? (gw.db.prepare<unknown[], string>('SELECT username FROM members WHERE id = ?').pluck().get(contract.granted_by) ?? null)
    : null;
  return {
    kind,
    status: contract ? 'signed' : 'none',
    cycle: CONTRACT_CYCLES[kind],
    tiers: contract ? tiersOf(contract) : [],
    signedAt: contract?.signed_at ?? null,
    grantedBy,
    current: current && {
      from: open.start,
      to: open.end,
      teamTurnover: fromCents(current.turnover),
      teamProfit: fromCents(current.profit),
      activeMembers: current.active,
      tierIndex: current.tierIndex,
      amount: fromCents(current.amount),
    },
    nextRunAt: open.end,
  };
}

interface PayoutRow {
  kind: IncomeKind;
  slice_start: number;
  slice_end: number;
  team_turnover: number;
  team_profit: number;
  active_members: number;
  tier_index: number | null;
  rate: number | null;
  amount: number;
  computed_at: number;
}

const toPayout = (r: PayoutRow): ContractPayout => ({
  sliceKey: `${r.kind}:${r.slice_start}`,
  from: r.slice_start,
  to: r.slice_end,
  teamTurnover: fromCents(r.team_turnover),
  teamProfit: fromCents(r.team_profit),
  activeMembers: r.active_members,
  tierIndex: r.tier_index,
  rate: r.rate,
  amount: fromCents(r.amount),
  status: r.amount > 0 ? 'paid' : 'nothing_due',
  computedAt: r.computed_at,
});

export function contractPayouts(gw: GatewayContext, memberId: number, kind: ContractKind, onlyPaid: boolean, page: PageRequest) {
  return pagedQuery(gw.db, page, {
    select: '*',
    from: `FROM agent_payouts WHERE member_id = ? AND kind = ?${onlyPaid ? ' AND amount > 0' : ''}`,
    params: [memberId, kind],
    orderBy: 'slice_start DESC',
    map: toPayout,
  });
}

/** Paid slices (amount > 0) in [from, to) by slice start, totals by kind, and the open slices' estimates. */
export function myIncome(gw: GatewayContext, memberId: number, q: { from: number; to: number; kind?: IncomeKind; pageNo: number; pageSize: number }) {
  const where = `member_id = :member AND amount > 0 AND slice_start >= :from AND slice_start < :to${q.kind ? ' AND kind = :kind' : ''}`;
  const p = { member: memberId, from: q.from, to: q.to, kind: q.kind ?? '' };
  const byKind = gw.db
    .prepare<
      unknown[],
      {
        kind: IncomeKind;
        paid: number;
        count: number;
      }
    >(`SELECT kind, SUM(amount) AS paid, COUNT(*) AS count FROM agent_payouts WHERE ${where} GROUP BY kind ORDER BY kind`)
    .all(p);
  const page = pagedQuery(gw.db, q, {
    select: '*',
    from: `FROM agent_payouts WHERE member_id = ? AND amount > 0 AND slice_start >= ? AND slice_start < ?${q.kind ? ' AND kind = ?' : ''}`,
    params: q.kind ? [memberId, q.from, q.to, q.kind] : [memberId, q.from, q.to],
    orderBy: 'slice_start DESC, kind',
    map: (r: PayoutRow) => ({
      id: `${r.kind}:${r.slice_start}`,
      kind: r.kind,
      from: r.slice_start,
      to: r.slice_end,
      teamTurnover: fromCents(r.team_turnover),
      amount: fromCents(r.amount),
      paidAt: r.computed_at,
    }),
  });
  const contracts = gw.db.prepare<unknown[], ContractRow>('SELECT * FROM agent_contracts WHERE member_id = ? ORDER BY kind').all(memberId);
  const now = gw.now();
  const pending: PendingIncome[] = contracts
    .filter((c) => !q.kind || c.kind === q.kind)
    .map((c) => {
      const open = sliceAt(c.kind, now);
      const r = computeSlice(gw, c, open.start, now + 1);
      return { kind: c.kind, from: open.start, to: open.end, teamTurnover: fromCents(r.turnover), estimate: fromCents(r.amount) };
    });
  return { ...page, totals: byKind.map((k) => ({ kind: k.kind, paid: fromCents(k.paid), count: k.count })), pending };
}

// ---------------------------------------------------------------- contract requests

interface RequestRow {
  id: number;
  from_id: number;
  to_id: number;
  kind: ContractKind;
  tiers: string;
  status: ContractRequest['status'];
  created_at: number;
  decided_at: number | null;
  from_username: string;
  to_username: string;
}

const REQUEST_SELECT = `SELECT r.*, f.username AS from_username, t.username AS to_username
  FROM contract_requests r JOIN members f ON f.id = r.from_id JOIN members t ON t.id = r.to_id`;

const toRequest = (r: RequestRow): ContractRequest => ({
  id: r.id,
  kind: r.kind,
  fromUsername: r.from_username,
  toUsername: r.to_username,
  tiers: parseTiers(r.tiers).map(fromStored),
  status: r.status,
  createdAt: r.created_at,
  decidedAt: r.decided_at,
});

export function requestById(gw: GatewayContext, id: number): ContractRequest | null {
  const row = gw.db.prepare<unknown[], RequestRow>(`${REQUEST_SELECT} WHERE r.id = ?`).get(id);
  return row ? toRequest(row) : null;
}

export function contractRequests(gw: GatewayContext, memberId: number, q: PageRequest & { direction: 'sent' | 'received'; status?: string }) {
  return pagedQuery(gw.db, q, {
    select: 'r.*, f.username AS from_username, t.username AS to_username',
    from: `FROM contract_requests r JOIN members f ON f.id = r.from_id JOIN members t ON t.id = r.to_id
      WHERE ${q.direction === 'sent' ? 'r.from_id' : 'r.to_id'} = ?${q.status ? ' AND r.status = ?' : ''}`,
    params: q.status ? [memberId, q.status] : [memberId],
    orderBy: 'r.created_at DESC, r.id DESC',
    map: toRequest,
  });
}

/** Checks the proposed tiers against the proposer's own contract of that kind. */
export function checkProposal(gw: GatewayContext, fromId: number, kind: ContractKind, tiers: ContractTier[]): void {
  if ((kind === 'hourly' || kind === 'realtime' || kind === 'dividend') && tiers.some((t) => t.fixedAmount !== null)) {
    throw badRequest('invalid_request: tiers', { field: 'tiers', issues: [{ path: 'tiers', message: 'fixed amounts are for daily salary only' }] });
  }
  const own = contractOf(gw, fromId, kind);
  if (!own) throw fail(ERROR_KEY.noContract);
  const ownTiers = parseTiers(own.tiers);
  const bestRate = Math.max(0, ...ownTiers.map((t) => t.rate ?? 0));
  const bestFixed = Math.max(0, ...ownTiers.map((t) => t.fixedAmount ?? 0));
  if (tiers.some((t) => (t.rate ?? 0) > bestRate || toCents(t.fixedAmount ?? 0) > bestFixed)) throw fail(ERROR_KEY.contractRateTooHigh);
}

export function proposeContract(gw: GatewayContext, fromId: number, toId: number, kind: ContractKind, tiers: ContractTier[]): ContractRequest {
  checkProposal(gw, fromId, kind, tiers);
  return immediate(gw.db, () => {
    const open = gw.db.prepare("SELECT 1 FROM contract_requests WHERE to_id = ? AND kind = ? AND status = 'new'").get(toId, kind);
    if (open) throw fail(ERROR_KEY.contractRequestPending);
    const id = Number(
      gw.db
        .prepare("INSERT INTO contract_requests (from_id, to_id, kind, tiers, status, created_at) VALUES (?, ?, ?, ?, 'new', ?)")
        .run(fromId, toId, kind, storeTiers(tiers), gw.now()).lastInsertRowid,
    );
    return requestById(gw, id)!;
  });
}

/** The downline answers a new request; accepting signs the contract now (replacing an older one of that kind). */
export function answerRequest(gw: GatewayContext, memberId: number, id: number, accept: boolean): ContractRequest {
  return immediate(gw.db, () => {
    const row = gw.db.prepare<unknown[], RequestRow>('SELECT * FROM contract_requests WHERE id = ? AND to_id = ?').get(id, memberId);
    if (!row) throw fail(ERROR_KEY.notFound);
    if (row.status !== 'new') throw fail(ERROR_KEY.contractRequestClosed);
    const now = gw.now();
    gw.db.prepare('UPDATE contract_requests SET status = ?, decided_at = ? WHERE id = ?').run(accept ? 'accepted' : 'rejected', now, id);
    if (accept) {
      gw.db
        .prepare(
          `INSERT INTO agent_contracts (member_id, kind, tiers, signed_at, granted_by) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (member_id, kind) DO UPDATE SET tiers = excluded.tiers, signed_at = excluded.signed_at, granted_by = excluded.granted_by`,
        )
        .run(memberId, row.kind, row.tiers, now, row.from_id);
    }
    return requestById(gw, id)!;
  });
}
