import { DAY_MS, MAIN_WALLET, feeFor } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { newToken } from '../domain/crypto';
import { insertPayoutAccount } from '../domain/payout-accounts';
import { WITHDRAWAL_RULES, insertWithdrawalRow } from '../domain/withdrawals';
import { fromCents, historyLedgerInsert } from '../domain/wallet';

/** Small deterministic PRNG (mulberry32): the same history on every seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface HistoryOptions {
  days: number;
  /** Average bets per day (the real count varies ±50 % per day). */
  betsPerDay: number;
  seed?: number;
  /** Pending bets and a withdrawal awaiting confirmation at the end (the demo). */
  openItems?: boolean;
}

export interface HistorySummary {
  bets: number;
  deposits: number;
  withdrawals: number;
  balanceCents: number;
}

const stamp = (t: number) => new Date(t).toISOString().replace(/\D/g, '').slice(0, 14);

/**
 * Writes `days` of play for one member, oldest first, ending now: deposit orders (credited, some
 * expired or failed), bets over every category (won, lost, void, a few pending), bonuses, wallet
 * transfers and withdrawals in every status, each with its ledger entries at their own time, the
 * balance never below 0, and the turnover counter as the same rules would have left it. One pass of
 * prepared statements: the caller's transaction makes it fast (about 1 s per 100,000 bets).
 */
export function seedMoneyHistory(gw: GatewayContext, memberId: number, options: HistoryOptions): HistorySummary {
  const rand = prng(options.seed ?? memberId * 7919);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  const now = gw.now();
  const start = now - options.days * DAY_MS;
  const games = gw.db
    .prepare<
      unknown[],
      {
        id: number;
        code: string;
        vendor: string;
        category: string;
      }
    >("SELECT id, code, vendor, category FROM games WHERE category IN ('RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ESPORTS') ORDER BY id")
    .all();
  const ledger = historyLedgerInsert(gw);
  const bet = gw.db.prepare(
    'INSERT INTO bets (member_id, game_id, game_code, vendor, kind, stake, payout, selection, result, status, created_at, settled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const order = gw.db.prepare(
    'INSERT INTO deposit_orders (id, member_id, merchant, channel_id, amount, fee, status, pay_token, provider_ref, fail_reason, created_at, expires_at, paid_at, credited_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );

  let balance = 0;
  let turnover = 0;
  let cycleRequired = 0;
  const summary: HistorySummary = { bets: 0, deposits: 0, withdrawals: 0, balanceCents: 0 };
  const post = (amount: number, kind: string, ref: string, t: number, wallet = MAIN_WALLET) => {
    ledger.run(memberId, wallet, amount, kind, ref, t);
    if (wallet === MAIN_WALLET) balance += amount;
  };
  const deposit = (t: number, cents: number, channel: 'pix' | 'bank' | 'ewallet', status: 'credited' | 'expired' | 'failed' = 'credited') => {
    const id = `D${stamp(t)}${memberId}S${summary.deposits}`;
    const fee = channel === 'ewallet' ? Math.round(feeFor(fromCents(cents), { rate: 0.015, fixed: 0, min: 0.5 }) * 100) : 0;
    const expiry = channel === 'bank' ? DAY_MS : channel === 'pix' ? 15 * 60_000 : 30 * 60_000;
    const paid = status === 'credited' ? t + 60_000 : null;
    order.run(
      id,
      memberId,
      '*',
      channel,
      cents,
      fee,
      status,
      newToken(),
      paid ? `SIM${id.slice(1)}` : null,
      status === 'failed' ? 'declined by the payer' : null,
      t,
      t + expiry,
      paid,
      paid,
    );
    summary.deposits++;
    if (paid) {
      post(cents - fee, 'deposit', `deposit:${id}`, paid);
      cycleRequired = turnover === 0 ? cents - fee : cycleRequired + cents - fee;
      turnover += cents - fee;
    }
  };

  // Payout accounts and the first deposit.
  const pixAccount = insertPayoutAccount(gw, memberId, {
    type: 'PIX',
    holder_name: 'Demo Player',
    bank_code: null,
    branch: null,
    pix_key_type: 'CPF',
    number: '12345678901',
  });
  insertPayoutAccount(gw, memberId, { type: 'BANK', holder_name: 'Demo Player', bank_code: '341', branch: '0001', pix_key_type: null, number: '123456-7' });
  deposit(start + 9 * 3600_000, 1_000_00, 'pix');

  const withdrawalStatuses = ['received', 'received', 'rejected', 'received', 'returned', 'received', 'received'] as const;
  let withdrawalNo = 0;
  const withdraw = (t: number, wanted: number, status: 'received' | 'rejected' | 'returned' | 'paid' | 'pending_review') => {
    const cents = Math.min(balance - turnover, wanted);
    if (cents < WITHDRAWAL_RULES.min) return;
    const id = `W${stamp(t)}${memberId}S${withdrawalNo++}`;
    const fee = Math.round(feeFor(fromCents(cents), WITHDRAWAL_RULES.fee) * 100);
    post(-cents, 'withdrawal', `withdrawal:${id}`, t);
    const open = status === 'paid' || status === 'pending_review';
    const reviewed = status === 'pending_review' ? null : t + (open ? 60_000 : 3600_000);
    const paid = status === 'received' || status === 'returned' ? t + 2 * 3600_000 : status === 'paid' ? t + 120_000 : null;
    if (status === 'rejected') post(cents, 'withdrawal_return', `withdrawal:${id}`, reviewed!);
    if (status === 'returned') post(cents, 'withdrawal_return', `withdrawal:${id}`, paid! + 3600_000);
    const byMember = withdrawalNo % 2 === 1;
    insertWithdrawalRow(gw, {
      id,
      member_id: memberId,
      payout_account_id: pixAccount,
      amount: cents,
      fee,
      status,
      reason:
        status === 'rejected' ? 'Payout account holder does not match the registered name' : status === 'returned' ? 'Returned by the receiving bank' : null,
      created_at: t,
      reviewed_at: reviewed,
      paid_at: paid,
      received_at: status === 'received' ? paid! + (byMember ? 600_000 : 30 * 60_000) : null,
      received_by: status === 'received' ? (byMember ? 'member' : 'timeout') : null,
    });
    summary.withdrawals++;
  };
  const placeBet = (t: number, settleGap: number, pending: boolean) => {
    const stake = Math.min(Math.max(100, Math.round(rand() * rand() * 50) * 100), balance);
    if (stake < 100) return;
    const g = pick(games);
    const r = rand();
    const isVoid = !pending && r < 0.03;
    const payout = pending ? null : isVoid ? stake : r < 0.4 ? Math.round(stake * (1.2 + rand() * 3)) : r < 0.55 ? Math.round(stake * rand()) : 0;
    const settle = pending ? null : t + settleGap;
    const status = pending ? 'pending' : isVoid ? 'void' : 'settled';
    const betId = Number(bet.run(memberId, g.id, g.code, g.vendor, 'seed', stake, payout, 'bet', isVoid ? 'void' : null, status, t, settle).lastInsertRowid);
    summary.bets++;
    post(-stake, 'bet', `bet:${betId}`, t);
    if (payout) post(payout, isVoid ? 'refund' : 'payout', `settle:${betId}`, settle!);
    if (!pending && !isVoid) turnover = Math.max(0, turnover - stake);
  };

  for (let day = 0; day < options.days; day++) {
    const dayStart = start + day * DAY_MS;
    const last = day === options.days - 1;
    // The day's actions, applied in time order so ids follow time and the balance never dips below 0.
    const actions: { t: number; run: () => void }[] = [];
    if (day > 0 && day % 4 === 0) {
      const t = dayStart + (8 + Math.floor(rand() * 12)) * 3600_000;
      if (day % 20 === 0) {
        const failed = day % 40 === 0;
        actions.push({ t: t - 600_000, run: () => deposit(t - 600_000, 200_00, 'pix', failed ? 'failed' : 'expired') });
      }
      const cents = pick([100_00, 200_00, 300_00, 500_00] as const);
      const channel = pick(['pix', 'pix', 'bank', 'ewallet'] as const);
      actions.push({ t, run: () => deposit(t, cents, channel) });
    }
    if (day % 7 === 3) actions.push({ t: dayStart + 10 * 3600_000, run: () => post(20_00, 'bonus', `bonus:week${day}`, dayStart + 10 * 3600_000) });
    if (day % 9 === 5) {
      const t = dayStart + 11 * 3600_000;
      actions.push({
        t,
        run: () => {
          if (balance < 100_00) return;
          post(-50_00, 'transfer_out', `seed-transfer:${day}`, t);
          post(50_00, 'transfer_in', `seed-transfer:${day}`, t, 'PG');
          post(-50_00, 'transfer_out', `seed-transfer-back:${day}`, t + 600_000, 'PG');
          post(50_00, 'transfer_in', `seed-transfer-back:${day}`, t + 600_000);
        },
      });
    }
    if (day % 12 === 11) {
      const t = dayStart + 20 * 3600_000;
      const cents = pick([200_00, 300_00, 500_00] as const);
      const status = withdrawalStatuses[Math.floor(day / 12) % withdrawalStatuses.length];
      actions.push({ t, run: () => withdraw(t, cents, status) });
    }
    if (last && options.openItems) {
      // A recent deposit leaves a turnover shortfall; one withdrawal waits for review, one for the member's confirmation.
      actions.push({ t: now - 6 * 3600_000, run: () => deposit(now - 6 * 3600_000, 2_000_00, 'pix') });
      const paidAt = now - 7 * 60_000;
      actions.push({ t: paidAt, run: () => withdraw(paidAt, 100_00, 'paid') });
      actions.push({ t: now - 2 * 60_000, run: () => withdraw(now - 2 * 60_000, 100_00, 'pending_review') });
      for (const ago of [10 * 60_000, 4 * 60_000]) actions.push({ t: now - ago, run: () => placeBet(now - ago, 0, true) });
    }
    const count = Math.max(1, Math.round(options.betsPerDay * (0.5 + rand())));
    const step = Math.floor((DAY_MS - 3600_000) / count);
    const settleGap = Math.min(30_000, Math.floor(step / 4));
    for (let i = 0; i < count; i++) {
      const t = dayStart + 3600_000 + i * step + Math.floor(rand() * step * 0.5);
      if (t >= now - 15 * 60_000) break;
      actions.push({ t, run: () => placeBet(t, settleGap, false) });
    }
    actions.sort((a, b) => a.t - b.t);
    for (const a of actions) if (a.t < now) a.run();
  }
  gw.db
    .prepare('INSERT OR REPLACE INTO turnover_state (member_id, remaining, counted_until, cycle_required) VALUES (?, ?, ?, ?)')
    .run(memberId, turnover, now, cycleRequired);
  summary.balanceCents = balance;
  return summary;
}
