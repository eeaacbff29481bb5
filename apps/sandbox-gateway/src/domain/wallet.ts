import { immediate } from '../db/database';
import { randomUUID } from 'node:crypto';
import { type Balance, ERROR_KEY, MAIN_WALLET } from '@portal/api-contract';
import { badRequest, fail } from '../core/errors';
import type { GatewayContext } from '../core/context';

/** Game wallets a member can transfer to (vendor codes). */
export const GAME_WALLETS: Record<string, string> = { PG: 'PG Soft', JILI: 'JILI', EVO: 'Evolution', SABA: 'SABA Sports' };
export const WALLET_NAMES: Record<string, string> = { [MAIN_WALLET]: 'Main wallet', ...GAME_WALLETS };

/** Own wallets only: `__proto__`, `constructor`, `toString`… are not wallets. */
export const isWallet = (name: string) => Object.hasOwn(WALLET_NAMES, name);

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

export function walletCents(gw: GatewayContext, memberId: number, wallet: string): number {
  const row = gw.db
    .prepare<
      unknown[],
      {
        total: number;
      }
    >('SELECT COALESCE(SUM(amount), 0) AS total FROM ledger WHERE member_id = ? AND wallet = ?')
    .get(memberId, wallet)!;
  return row.total;
}

export function totalCents(gw: GatewayContext, memberId: number): number {
  return gw.db.prepare<unknown[], { total: number }>('SELECT COALESCE(SUM(amount), 0) AS total FROM ledger WHERE member_id = ?').get(memberId)!.total;
}

/** Balance of every wallet, each a SUM over the ledger. */
export function balanceOf(gw: GatewayContext, memberId: number): Balance {
  const rows = gw.db
    .prepare<
      unknown[],
      {
        wallet: string;
        total: number;
      }
    >('SELECT wallet, SUM(amount) AS total FROM ledger WHERE member_id = ? GROUP BY wallet')
    .all(memberId);
  const byWallet = new Map(rows.map((r) => [r.wallet, r.total]));
  const wallets = Object.keys(WALLET_NAMES).map((wallet) => ({
    wallet,
    name: WALLET_NAMES[wallet],
    balance: fromCents(byWallet.get(wallet) ?? 0),
  }));
  return { sumBalance: fromCents(rows.reduce((sum, r) => sum + r.total, 0)), wallets };
}

export interface Entry {
  wallet: string;
  /** Cents; negative for a debit. */
  amount: number;
  kind: string;
}

const INSERT_LEDGER = 'INSERT INTO ledger (member_id, wallet, amount, kind, ref, created_at) VALUES (?, ?, ?, ?, ?, ?)';

/**
 * The one path of every ledger write (layers.test.ts: no other module writes the ledger). Appends
 * entries as one all-or-nothing transaction. Debits are checked against the wallet balance inside
 * the transaction (IMMEDIATE: no other writer in between), so nothing overdraws. Returns the
 * reference and the ids of the entries.
 */
export function appendEntries(gw: GatewayContext, memberId: number, entries: Entry[], ref: string = randomUUID()): { ref: string; ids: number[] } {
  return immediate(gw.db, () => {
    const insert = gw.db.prepare(INSERT_LEDGER);
    const ids: number[] = [];
    for (const entry of entries) {
      if (!isWallet(entry.wallet)) throw new Error(`unknown wallet ${entry.wallet}`);
      if (!Number.isInteger(entry.amount) || entry.amount === 0) throw new Error(`invalid ledger amount ${entry.amount}`);
      if (entry.amount < 0 && walletCents(gw, memberId, entry.wallet) + entry.amount < 0) throw fail(ERROR_KEY.insufficientBalance);
      ids.push(Number(insert.run(memberId, entry.wallet, entry.amount, entry.kind, ref, gw.now()).lastInsertRowid));
    }
    return { ref, ids };
  });
}

/** appendEntries, returning the reference. */
export const postEntries = (gw: GatewayContext, memberId: number, entries: Entry[], ref?: string): string => appendEntries(gw, memberId, entries, ref).ref;

/**
 * Seed and benchmark history: ledger rows written at the times they describe (days back), with the
 * same statement as every other write. Only the seed's generators use it: their history is built
 * consistent (no wallet below zero) and loaded in bulk.
 */
export const historyLedgerInsert = (gw: GatewayContext) => gw.db.prepare(INSERT_LEDGER);

/** A transfer between two of the member's own wallets (`walletTransfer`): both entries or none. */
export function transferBetweenWallets(gw: GatewayContext, memberId: number, from: string, to: string, cents: number): Balance & { transactionId: string } {
  for (const [field, wallet] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!isWallet(wallet)) throw badRequest(`invalid_request: ${field}`, { field, issues: [{ path: field, message: 'unknown wallet' }] });
  }
  const transactionId = postEntries(gw, memberId, [
    { wallet: from, amount: -cents, kind: 'transfer_out' },
    { wallet: to, amount: cents, kind: 'transfer_in' },
  ]);
  return { ...balanceOf(gw, memberId), transactionId };
}

/** The operator credits a member (sandbox control standing in for the back office): one deposit entry. */
export function operatorCredit(gw: GatewayContext, memberId: number, wallet: string, cents: number): Balance {
  postEntries(gw, memberId, [{ wallet, amount: cents, kind: 'deposit' }]);
  return balanceOf(gw, memberId);
}

export const pendingStakeCents = (gw: GatewayContext, memberId: number) =>
  gw.db.prepare<unknown[], { n: number }>("SELECT COALESCE(SUM(stake), 0) AS n FROM bets WHERE member_id = ? AND status = 'pending'").get(memberId)!.n;

export const merchantWallet = () => ({
  mode: 'transfer' as const,
  currency: 'BRL',
  wallets: Object.entries(WALLET_NAMES).map(([wallet, name]) => ({ wallet, name, transferable: true })),
});
