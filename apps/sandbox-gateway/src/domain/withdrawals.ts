import {
  ERROR_KEY,
  MAIN_WALLET,
  PAYOUT_BANKS,
  type Withdrawal,
  type WithdrawalQuote,
  type WithdrawalStatus,
  type endpoints,
  feeFor,
} from '@portal/api-contract';
import type { GatewayContext, InputOf } from '../core/context';
import { pagedQuery } from '../core/paging';
import { getSetting } from '../db/database';
import { Filter } from '../db/filter';
import { activeBonuses, bonusHeldCents, bonusTurnoverRemainingCents } from './bonuses';
import { cashierTx, maskNumber, newCashierId, notFound, refuse, requireRealMember, todayStart } from './cashier-tx';
import type { MemberRow } from './members';
import { hasPaymentPassword, checkPaymentPassword } from './payment-password';
import type { PasswordProof } from './password-proof';
import { payoutAccountById, payoutAccountCount, type PayoutAccountRow } from './payout-accounts';
import { isExcluded } from './responsible-gaming';
import { addTurnoverRequirement, releaseTurnover, turnoverOf } from './turnover';
import { fromCents, postEntries, toCents, walletCents } from './wallet';

/** Withdrawal rules (docs/product/money.md); cents. */
export const WITHDRAWAL_RULES = {
  min: 20_00,
  max: 50_000_00,
  dailyCount: 5,
  dailyAmount: 100_000_00,
  fee: { rate: 0.01, fixed: 0, min: 1 },
} as const;
export const CONFIRM_WINDOW_SETTING = 'withdrawal.confirmWindowMinutes';
export const DEFAULT_CONFIRM_WINDOW_MINUTES = 30;

export const confirmWindowMinutes = (gw: GatewayContext) => getSetting<number>(gw.db, CONFIRM_WINDOW_SETTING, DEFAULT_CONFIRM_WINDOW_MINUTES);

interface WithdrawalRow {
  id: string;
  member_id: number;
  payout_account_id: number;
  amount: number;
  fee: number;
  status: WithdrawalStatus;
  reason: string | null;
  created_at: number;
  reviewed_at: number | null;
  paid_at: number | null;
  received_at: number | null;
  received_by: 'member' | 'timeout' | null;
}

type JoinedRow = WithdrawalRow & Pick<PayoutAccountRow, 'type' | 'holder_name' | 'bank_code' | 'number'> & { username?: string };

const SELECT_JOINED = 'w.*, a.type, a.holder_name, a.bank_code, a.number';
const FROM_JOINED = 'FROM withdrawals w JOIN payout_accounts a ON a.id = w.payout_account_id';

const BANK_NAMES = new Map<string, string>(PAYOUT_BANKS.map((b) => [b.code, b.name]));

function view(gw: GatewayContext, r: JoinedRow): Withdrawal {
  const windowMs = confirmWindowMinutes(gw) * 60_000;
  const bank = r.bank_code ? r.bank_code : null;
  return {
    withdrawalId: r.id,
    amount: fromCents(r.amount),
    fee: fromCents(r.fee),
    amountReceived: fromCents(r.amount - r.fee),
    status: r.status,
    reason: r.reason,
    payoutAccount: {
      id: r.payout_account_id,
      type: r.type,
      holderName: r.holder_name,
      bankName: bank ? (BANK_NAMES.get(bank) ?? bank) : null,
      maskedNumber: maskNumber(r.number),
    },
    createTime: r.created_at,
    reviewTime: r.reviewed_at,
    paidTime: r.paid_at,
    receivedTime: r.received_at,
    confirmDeadline: r.status === 'paid' && r.paid_at !== null ? r.paid_at + windowMs : null,
    receivedBy: r.received_by,
  };
}

const joined = (gw: GatewayContext, id: string) => gw.db.prepare<unknown[], JoinedRow>(`SELECT ${SELECT_JOINED} ${FROM_JOINED} WHERE w.id = ?`).get(id) ?? null;

/** Paid withdrawals past the confirmation window count as received (lazily on read, and by the sweep). */
export function receiveDueWithdrawals(gw: GatewayContext, memberId?: number): number {
  const windowMs = confirmWindowMinutes(gw) * 60_000;
  const sql = "UPDATE withdrawals SET status = 'received', received_at = paid_at + ?, received_by = 'timeout' WHERE status = 'paid' AND paid_at + ? <= ?";
  return memberId === undefined
    ? gw.db.prepare(sql).run(windowMs, windowMs, gw.now()).changes
    : gw.db.prepare(`${sql} AND member_id = ?`).run(windowMs, windowMs, gw.now(), memberId).changes;
}

/** Today's withdrawals that count toward the limits (not rejected, not returned). */
function usedToday(gw: GatewayContext, memberId: number): { count: number; amount: number } {
  const row = gw.db
    .prepare<unknown[], { count: number; amount: number }>(
      "SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS amount FROM withdrawals WHERE member_id = ? AND created_at >= ? AND status NOT IN ('rejected', 'returned')",
    )
    .get(memberId, todayStart(gw.now()))!;
  return row;
}

/**
 * Main-wallet balance, turnover shortfall and what can be withdrawn now (cents). The shortfall holds
 * every credited deposit (1×) and every bonus (amount × its multiple): money not played through yet
 * leaves neither by a withdrawal nor by a transfer to the upline (docs/product/abuse-policy.md).
 * During a time-out or self-exclusion the player's own money is never held: only the amounts of
 * the bonuses still being played stay (docs/product/responsible-gaming.md "Withdrawals").
 */
export function withdrawableCents(gw: GatewayContext, memberId: number) {
  const balance = walletCents(gw, memberId, MAIN_WALLET);
  const turnover = turnoverOf(gw, memberId);
  // Bonus money that may never leave: a forfeited bonus not taken back, the bonuses of linked accounts (abuse-policy.md).
  const held = bonusHeldCents(gw, memberId);
  if (isExcluded(gw, memberId)) {
    const bonusMoney = activeBonuses(gw, memberId).reduce((sum, b) => sum + toCents(b.amount), 0);
    return { balance, turnover, held, withdrawable: Math.max(0, balance - bonusMoney - held) };
  }
  return { balance, turnover, held, withdrawable: Math.max(0, balance - turnover.remaining - held) };
}

export function withdrawalQuote(gw: GatewayContext, member: MemberRow, amount: number | undefined): WithdrawalQuote {
  const { balance, turnover, held, withdrawable } = withdrawableCents(gw, member.id);
  const used = usedToday(gw, member.id);
  const fee = amount === undefined ? null : feeFor(amount, WITHDRAWAL_RULES.fee);
  return {
    balance: fromCents(balance),
    turnoverRequired: fromCents(turnover.required),
    turnoverDone: fromCents(turnover.done),
    turnoverShortfall: fromCents(turnover.remaining),
    withdrawable: fromCents(withdrawable),
    bonusHeld: fromCents(held),
    min: fromCents(WITHDRAWAL_RULES.min),
    max: fromCents(WITHDRAWAL_RULES.max),
    fee: { ...WITHDRAWAL_RULES.fee },
    quoteFee: fee,
    amountReceived: amount === undefined || fee === null ? null : fromCents(toCents(amount) - toCents(fee)),
    dailyCountLimit: WITHDRAWAL_RULES.dailyCount,
    dailyCountUsed: used.count,
    dailyAmountLimit: fromCents(WITHDRAWAL_RULES.dailyAmount),
    dailyAmountUsed: fromCents(used.amount),
    confirmWindowMinutes: confirmWindowMinutes(gw),
    paymentPasswordSet: hasPaymentPassword(gw, member.id),
    payoutAccountCount: payoutAccountCount(gw, member.id),
    activeBonuses: activeBonuses(gw, member.id),
  };
}

/**
 * During a time-out or self-exclusion deposited money leaves with its turnover; the bonuses'
 * turnover stays (docs/product/responsible-gaming.md "Withdrawals"). What was released is recorded
 * with the withdrawal, inside its transaction, so a rejection or a return puts it back.
 */
function releaseWithdrawnTurnover(gw: GatewayContext, memberId: number, withdrawalId: string, cents: number): void {
  const released = releaseTurnover(gw, memberId, cents, bonusTurnoverRemainingCents(gw, memberId));
  if (released <= 0) return;
  gw.db
    .prepare('INSERT INTO rg_turnover_releases (withdrawal_id, member_id, cents, released_at) VALUES (?, ?, ?, ?)')
    .run(withdrawalId, memberId, released, gw.now());
}

/**
 * A rejected or returned withdrawal brings its money back, and with it the turnover it released
 * (inside the refund's transaction, once): the money is again deposited money not played through.
 */
function restoreWithdrawnTurnover(gw: GatewayContext, memberId: number, withdrawalId: string): void {
  const release = gw.db
    .prepare<unknown[], { cents: number }>('UPDATE rg_turnover_releases SET restored_at = ? WHERE withdrawal_id = ? AND restored_at IS NULL RETURNING cents')
    .get(gw.now(), withdrawalId);
  if (release && release.cents > 0) addTurnoverRequirement(gw, memberId, release.cents);
}

/**
 * Requests a withdrawal: limits, then the payment password, then the hold (the amount leaves the
 * main wallet now; only the operator's rejection or a return brings it back). One transaction.
 */
export function createWithdrawal(
  gw: GatewayContext,
  member: MemberRow,
  input: InputOf<typeof endpoints.withdrawalCreate>,
  proof: PasswordProof | null,
): Withdrawal {
  requireRealMember(member);
  const cents = toCents(input.amount);
  const amount = { field: 'amount' };
  if (cents < WITHDRAWAL_RULES.min) throw refuse(400, ERROR_KEY.amountBelowMin, { ...amount, limit: fromCents(WITHDRAWAL_RULES.min) });
  if (cents > WITHDRAWAL_RULES.max) throw refuse(400, ERROR_KEY.amountAboveMax, { ...amount, limit: fromCents(WITHDRAWAL_RULES.max) });
  return cashierTx(gw, () => {
    const account = payoutAccountById(gw, member.id, input.payoutAccountId);
    if (!account) throw notFound('payoutAccountId');
    const used = usedToday(gw, member.id);
    if (used.count >= WITHDRAWAL_RULES.dailyCount) throw refuse(400, ERROR_KEY.withdrawalDailyCountExceeded, { ...amount, limit: 0 });
    if (used.amount + cents > WITHDRAWAL_RULES.dailyAmount) {
      throw refuse(400, ERROR_KEY.withdrawalDailyAmountExceeded, { ...amount, limit: fromCents(WITHDRAWAL_RULES.dailyAmount - used.amount) });
    }
    const { balance, withdrawable } = withdrawableCents(gw, member.id);
    if (cents > balance) throw refuse(400, ERROR_KEY.insufficientBalance, { ...amount, limit: fromCents(balance) });
    if (cents > withdrawable) throw refuse(400, ERROR_KEY.amountAboveWithdrawable, { ...amount, limit: fromCents(withdrawable) });
    checkPaymentPassword(gw, member.id, proof);
    const now = gw.now();
    const id = newCashierId('W', now, gw.random);
    const fee = toCents(feeFor(input.amount, WITHDRAWAL_RULES.fee));
    postEntries(gw, member.id, [{ wallet: MAIN_WALLET, amount: -cents, kind: 'withdrawal' }], `withdrawal:${id}`);
    gw.db
      .prepare("INSERT INTO withdrawals (id, member_id, payout_account_id, amount, fee, status, created_at) VALUES (?, ?, ?, ?, ?, 'pending_review', ?)")
      .run(id, member.id, account.id, cents, fee, now);
    if (isExcluded(gw, member.id)) releaseWithdrawnTurnover(gw, member.id, id, cents);
    return view(gw, joined(gw, id)!);
  });
}

export function withdrawals(gw: GatewayContext, memberId: number, input: InputOf<typeof endpoints.withdrawals>) {
  receiveDueWithdrawals(gw, memberId);
  const f = new Filter('w.member_id = ?', memberId)
    .when(input.status, 'w.status = ?', input.status ?? '')
    .when(input.startTime, 'w.created_at >= ?', input.startTime ?? 0)
    .when(input.endTime, 'w.created_at <= ?', input.endTime ?? 0);
  return pagedQuery(gw.db, input, {
    select: SELECT_JOINED,
    from: `${FROM_JOINED} ${f.sql}`,
    params: f.params,
    orderBy: 'w.created_at DESC, w.id DESC',
    map: (r: JoinedRow) => view(gw, r),
  });
}

export function confirmWithdrawal(gw: GatewayContext, memberId: number, withdrawalId: string): Withdrawal {
  return cashierTx(gw, () => {
    receiveDueWithdrawals(gw, memberId);
    const row = joined(gw, withdrawalId);
    if (!row || row.member_id !== memberId) throw notFound('withdrawalId');
    if (row.status === 'received') return view(gw, row);
    if (row.status !== 'paid') throw refuse(409, ERROR_KEY.invalidStatus, { field: 'withdrawalId' });
    gw.db.prepare("UPDATE withdrawals SET status = 'received', received_at = ?, received_by = 'member' WHERE id = ?").run(gw.now(), row.id);
    return view(gw, joined(gw, row.id)!);
  });
}

// ---------------------------------------------------------------- operator

export type OperatorAction = 'approve' | 'reject' | 'pay' | 'return';

const TRANSITIONS: Record<OperatorAction, { from: WithdrawalStatus[]; to: WithdrawalStatus; refund: boolean }> = {
  approve: { from: ['pending_review'], to: 'approved', refund: false },
  reject: { from: ['pending_review', 'approved'], to: 'rejected', refund: true },
  pay: { from: ['approved'], to: 'paid', refund: false },
  return: { from: ['approved', 'paid'], to: 'returned', refund: true },
};

/** An operator moves a withdrawal on; reject and return give the held amount back, and any turnover it released, in the same transaction. */
export function operateWithdrawal(gw: GatewayContext, withdrawalId: string, action: OperatorAction, reason?: string): Withdrawal {
  return cashierTx(gw, () => {
    receiveDueWithdrawals(gw);
    const row = joined(gw, withdrawalId);
    if (!row) throw notFound('withdrawalId');
    const t = TRANSITIONS[action];
    if (!t.from.includes(row.status)) throw refuse(409, ERROR_KEY.invalidStatus, { field: 'withdrawalId' });
    const now = gw.now();
    const stamp = action === 'pay' ? 'paid_at' : 'reviewed_at';
    const moved = gw.db
      .prepare(`UPDATE withdrawals SET status = ?, reason = COALESCE(?, reason), ${stamp} = ? WHERE id = ? AND status = ?`)
      .run(t.to, reason ?? null, now, row.id, row.status).changes;
    if (moved !== 1) throw new Error(`withdrawal ${row.id} changed under the write lock`);
    if (t.refund) {
      postEntries(gw, row.member_id, [{ wallet: MAIN_WALLET, amount: row.amount, kind: 'withdrawal_return' }], `withdrawal:${row.id}`);
      restoreWithdrawnTurnover(gw, row.member_id, row.id);
    }
    return view(gw, joined(gw, row.id)!);
  });
}

/** Every member's withdrawals for the operator console, newest first. */
export function operatorWithdrawals(gw: GatewayContext, status: string | undefined) {
  receiveDueWithdrawals(gw);
  const f = new Filter().when(status, 'w.status = ?', status ?? '');
  const rows = gw.db
    .prepare<unknown[], JoinedRow>(
      `SELECT ${SELECT_JOINED}, m.username ${FROM_JOINED} JOIN members m ON m.id = w.member_id ${f.sql} ORDER BY w.created_at DESC LIMIT 200`,
    )
    .all(...f.params);
  return rows.map((r) => ({ ...view(gw, r), username: r.username ?? '' }));
}

/** Seed helper: a withdrawal row as history (the ledger entries are the caller's). */
export function insertWithdrawalRow(gw: GatewayContext, r: Omit<WithdrawalRow, 'reason'> & { reason?: string | null }): void {
  gw.db
    .prepare(
      'INSERT INTO withdrawals (id, member_id, payout_account_id, amount, fee, status, reason, created_at, reviewed_at, paid_at, received_at, received_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      r.id,
      r.member_id,
      r.payout_account_id,
      r.amount,
      r.fee,
      r.status,
      r.reason ?? null,
      r.created_at,
      r.reviewed_at,
      r.paid_at,
      r.received_at,
      r.received_by,
    );
}
