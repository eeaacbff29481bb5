import {
  CONTRACT_CYCLES,
  CONTRACT_FIXED_AMOUNT_RULES,
  ERROR_KEY,
  contractOfferRefusal,
  contractTierCents,
  tierReached,
  MAIN_WALLET,
  REALTIME_SLICE_MS,
  type ContractDetail,
  type ContractKind,
  type ContractPayout,
  type ContractRequest,
  type ContractTier,
  type ContractTierCents,
  type IncomeKind,
  type PendingIncome,
} from '@portal/api-contract';
import { immediate } from '../db/database';
import { badRequest, fail } from '../core/errors';
import type { GatewayContext } from '../core/context';
import { pagedQuery, type PageRequest } from '../core/paging';
import { teamFigures } from './team-profit-loss';
import { appendEntries, fromCents } from './wallet';

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
type StoredTier = ContractTierCents;

export interface ContractRow {
  member_id: number;
  kind: ContractKind;
  tiers: string;
  signed_at: number;
  granted_by: number | null;
}

const toStored = contractTierCents;
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

export interface SliceResult {
  start: number;
  end: number;
  turnover: number;
  profit: number;
  active: number;
  tierIndex: number | null;
  rate: number | null;
  /** Cents paid to this agent, rounded down: its own due less `downline`. */
  amount: number;
  /** Cents of its due paid to its sub-agents under their own contracts. */
  downline: number;
}

/** One level's own due for a slice, before the chain: `amount` (cents), the base it is paid on and its rate on that base. */
interface OwnDue {
  result: Omit<SliceResult, 'amount' | 'downline'>;
  amount: number;
  /** Salary: the slice's team turnover; dividend: the team's loss (−profit when negative, else 0). */
  base: number;
  /** amount ÷ base as the contract states it: the tier's rate, or the fixed amount over the base. */
  rate: number;
}

/**
 * What a level's own contract gives for a slice (cents), as if it were alone. Only bets from the
 * signing on count. Daily: tier by the day's figures, rate × turnover or the fixed amount. Hourly
 * and real-time: tier by the day so far (to the slice's end), rate × the slice's turnover.
 * Dividend: tier by the cycle's figures, rate × |profit| when the team's profit is negative, else
 * nothing.
 */
function ownDue(gw: GatewayContext, contract: ContractRow, start: number, end: number): OwnDue {
  const tiers = parseTiers(contract.tiers);
  const from = Math.max(start, contract.signed_at);
  const slice = teamFigures(gw, contract.member_id, from, end);
  let basis = slice;
  if (contract.kind === 'hourly' || contract.kind === 'realtime') basis = teamFigures(gw, contract.member_id, Math.floor(start / DAY) * DAY, end);
  const tierIndex = tierReached(tiers, basis.turnover, basis.active);
  const tier = tierIndex === null ? null : tiers[tierIndex];
  const base = contract.kind === 'dividend' ? Math.max(0, -slice.profit) : slice.turnover;
  let amount = 0;
  let rate = 0;
  if (tier) {
    if (tier.rate !== null) {
      rate = tier.rate;
      amount = Math.floor(rate * base);
    } else {
      amount = tier.fixedAmount ?? 0;
      rate = base > 0 ? amount / base : 0;
    }
  }
  const result = { start, end, turnover: slice.turnover, profit: slice.profit, active: slice.active, tierIndex, rate: tier?.rate ?? null };
  return { result, amount, base, rate };
}

/** a × b ÷ c rounded down, exact for cents however large. */
const mulDiv = (a: number, b: number, c: number) => Number((BigInt(a) * BigInt(b)) / BigInt(c));

/**
 * Differential multi-level contracts (docs/product/agent-centre.md "Multi-level contracts"): the
 * holders of one kind's contracts form a tree (each holder's upline is its nearest ancestor holding
 * one signed before the slice ends). A level is paid its own due less what its sub-agents get, and a
 * sub-agent gets at most its upline's effective rate on its own base: so the whole chain never pays
 * more than the top contract's due, however the levels' contracts were written. The sub-agents of
 * one level together never get more than that level's due (scaled down pro rata when they would:
 * dividends, where one sub-team's loss can be offset by another's win).
 */
export class ContractChain {
  private readonly holders: Map<number, ContractRow & { ancestors: number[] }>;
  private readonly dues = new Map<string, OwnDue>();
  private readonly results = new Map<string, { due: OwnDue; capped: number; rate: number }>();
  private readonly shares = new Map<string, Map<number, number>>();

  constructor(
    private readonly gw: GatewayContext,
    readonly kind: ContractKind,
  ) {
    const rows = gw.db
      .prepare<unknown[], ContractRow & { ancestors: string | null }>(
        `SELECT c.*, (SELECT json_group_array(ancestor_id) FROM (
           SELECT t.ancestor_id FROM member_tree t JOIN agent_contracts u ON u.member_id = t.ancestor_id AND u.kind = c.kind
           WHERE t.descendant_id = c.member_id AND t.depth >= 1 ORDER BY t.depth)) AS ancestors
         FROM agent_contracts c WHERE c.kind = ?`,
      )
      .all(kind);
    this.holders = new Map(rows.map((r) => [r.member_id, { ...r, ancestors: JSON.parse(r.ancestors ?? '[]') as number[] }]));
  }

  get contracts(): ContractRow[] {
    return [...this.holders.values()];
  }

  /** The nearest holder above `memberId` whose contract was signed before the slice ends, or null for the top. */
  private uplineOf(memberId: number, end: number): number | null {
    for (const id of this.holders.get(memberId)?.ancestors ?? []) if (this.holders.get(id)!.signed_at < end) return id;
    return null;
  }

  private own(memberId: number, start: number, end: number): OwnDue {
    const key = `${memberId}:${start}:${end}`;
    let due = this.dues.get(key);
    if (!due) {
      due = ownDue(this.gw, this.holders.get(memberId)!, start, end);
      this.dues.set(key, due);
    }
    return due;
  }

  /** The level's due after its upline's cap: its own due, or its upline's effective rate on its own base when that is less. */
  private node(memberId: number, start: number, end: number): { due: OwnDue; capped: number; rate: number } {
    const key = `${memberId}:${start}:${end}`;
    const known = this.results.get(key);
    if (known) return known;
    const due = this.own(memberId, start, end);
    const upline = this.uplineOf(memberId, end);
    let node = { due, capped: due.amount, rate: due.rate };
    if (upline !== null) {
      const capped = this.sharesOf(upline, start, end).get(memberId) ?? 0;
      node = { due, capped, rate: capped === due.amount ? due.rate : due.base > 0 ? capped / due.base : 0 };
    }
    this.results.set(key, node);
    return node;
  }

  /** What each direct sub-holder of `uplineId` gets for the slice (cents). */
  private sharesOf(uplineId: number, start: number, end: number): Map<number, number> {
    const key = `${uplineId}:${start}:${end}`;
    const known = this.shares.get(key);
    if (known) return known;
    const top = this.node(uplineId, start, end);
    const subs = [...this.holders.values()].filter((h) => h.signed_at < end && this.uplineOf(h.member_id, end) === uplineId).map((h) => h.member_id);
    const wanted = subs.map((id) => {
      const due = this.own(id, start, end);
      // At most the upline's effective rate on the sub-agent's own base (a rate equal to it keeps the sub-agent's own rounding).
      return due.rate <= top.rate ? due.amount : Math.min(due.amount, Math.floor(top.rate * due.base));
    });
    const total = wanted.reduce((a, b) => a + b, 0);
    const given = total > top.capped ? wanted.map((w) => mulDiv(w, top.capped, total)) : wanted;
    const shares = new Map(subs.map((id, i) => [id, given[i]]));
    this.shares.set(key, shares);
    return shares;
  }

  /** The slice of one holder: what it is paid (its capped due less its sub-agents' shares) and what went to them. */
  slice(memberId: number, start: number, end: number): SliceResult {
    const node = this.node(memberId, start, end);
    const downline = [...this.sharesOf(memberId, start, end).values()].reduce((a, b) => a + b, 0);
    return { ...node.due.result, amount: node.capped - downline, downline };
  }
}

/** What one holder's slice pays after the chain (a fresh chain of its kind; jobs share one per slice). */
export function computeSlice(gw: GatewayContext, contract: ContractRow, start: number, end: number): SliceResult {
  return new ContractChain(gw, contract.kind).slice(contract.member_id, start, end);
}

const payoutRef = (kind: string, memberId: number, start: number) => `agent:${kind}:${memberId}:${start}`;

/**
 * Records one slice and, when it pays something, its ledger entry, in one IMMEDIATE transaction (a
 * savepoint inside the caller's). The unique key (agent, kind, slice start) makes a second run (or
 * a run after a restart) a no-op. Returns the cents paid by this call, or null when the slice was
 * recorded already.
 */
export function recordSlice(gw: GatewayContext, memberId: number, kind: IncomeKind, r: SliceResult): number | null {
  return immediate(gw.db, () => {
    const exists = gw.db.prepare('SELECT 1 FROM agent_payouts WHERE member_id = ? AND kind = ? AND slice_start = ?').get(memberId, kind, r.start);
    if (exists) return null;
    // Through the wallet's one path, like every other ledger write.
    const ledgerId =
      r.amount > 0
        ? appendEntries(gw, memberId, [{ wallet: MAIN_WALLET, amount: r.amount, kind: PAYOUT_LEDGER_KIND[kind] }], payoutRef(kind, memberId, r.start)).ids[0]
        : null;
    // A concurrent writer cannot slip in (IMMEDIATE); the primary key still refuses a duplicate and rolls the entry back.
    gw.db
      .prepare(
        `INSERT INTO agent_payouts (member_id, kind, slice_start, slice_end, team_turnover, team_profit, active_members, tier_index, rate, amount, downline_amount, ledger_id, computed_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(memberId, kind, r.start, r.end, r.turnover, r.profit, r.active, r.tierIndex, r.rate, r.amount, r.downline, ledgerId, gw.now());
    return r.amount;
  });
}

export interface JobReport {
  kind: ContractKind;
  /** Slices calculated by this run (recorded for the first time), one per agent and period. */
  slices: number;
  /** Slices of them that paid something. */
  paid: number;
  amount: number;
}

/**
 * Pays every ended, unrecorded slice of `kind` for every agent holding a contract of that kind,
 * within the catch-up window and never before the signing. `at` is the job's clock (default now).
 * The holders of one period are computed and recorded together, in one transaction, so every level
 * of a chain reads the same figures (differential multi-level contracts). `afterSlice` lets tests
 * stop a run half way (a crash), after each recorded slice's commit.
 */
export function runContractJob(gw: GatewayContext, kind: ContractKind, options: { at?: number; afterSlice?: () => void } = {}): JobReport {
  const at = options.at ?? gw.now();
  const report: JobReport = { kind, slices: 0, paid: 0, amount: 0 };
  const firstOf = (c: ContractRow) => sliceAt(kind, Math.max(c.signed_at, at - CATCH_UP_MS[kind])).start;
  const contracts = new ContractChain(gw, kind).contracts;
  if (contracts.length === 0) return { ...report, amount: 0 };
  const done = gw.db.prepare<unknown[], number>('SELECT 1 FROM agent_payouts WHERE member_id = ? AND kind = ? AND slice_start = ?').pluck();
  for (let slice = sliceAt(kind, Math.min(...contracts.map(firstOf))); slice.end <= at; slice = sliceAt(kind, slice.end)) {
    const due = contracts.filter((c) => firstOf(c) <= slice.start && c.signed_at < slice.end && !done.get(c.member_id, kind, slice.start));
    if (due.length === 0) continue;
    const paid = immediate(gw.db, () => {
      // A fresh chain inside the write lock: what another run recorded meanwhile is skipped by recordSlice.
      const chain = new ContractChain(gw, kind);
      return due.map((c) => recordSlice(gw, c.member_id, kind, chain.slice(c.member_id, slice.start, slice.end)));
    });
    for (const cents of paid) {
      if (cents === null) continue;
      report.slices++;
      if (cents > 0) {
        report.paid++;
        report.amount += cents;
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
      downlineAmount: fromCents(current.downline),
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
  downline_amount: number;
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
  downlineAmount: fromCents(r.downline_amount),
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

/**
 * Checks the proposed tiers (docs/product/agent-centre.md "Contract requests"): fixed amounts only
 * for daily salary; then the offer rules the agent centre checks too (`contractOfferRefusal`):
 * fixed amounts above the floors, a contract of that kind held, nothing above its own best, no tier
 * paying more than its own contract would for the same team figures (thresholds included).
 */
export function checkProposal(gw: GatewayContext, fromId: number, kind: ContractKind, tiers: ContractTier[]): void {
  if ((kind === 'hourly' || kind === 'realtime' || kind === 'dividend') && tiers.some((t) => t.fixedAmount !== null)) {
    throw badRequest('invalid_request: tiers', { field: 'tiers', issues: [{ path: 'tiers', message: 'fixed amounts are for daily salary only' }] });
  }
  const own = contractOf(gw, fromId, kind);
  const refusal = contractOfferRefusal(own ? parseTiers(own.tiers) : null, tiers.map(toStored));
  if (refusal === ERROR_KEY.contractFixedAmountThresholds) throw fail(refusal, { ...CONTRACT_FIXED_AMOUNT_RULES });
  if (refusal) throw fail(refusal);
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
