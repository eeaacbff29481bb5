import { MAIN_WALLET, type Balance } from '@portal/api-contract';

export interface WalletRow {
  wallet: string;
  name: string;
  balance: number;
  main: boolean;
  /** Money can be moved to and from it (the main wallet and every transferable game wallet). */
  transferable: boolean;
}

export interface MerchantWallet {
  wallet: string;
  name: string;
  transferable: boolean;
}

/**
 * The main wallet first, then every game wallet of the merchant in its order, each with its
 * balance (0 when the member never used it). Wallets with money that the merchant no longer
 * lists still show, so no money is hidden.
 */
export function getWalletRows(balance: Balance, merchantWallets: readonly MerchantWallet[]): WalletRow[] {
  const balances = new Map(balance.wallets.map((w) => [w.wallet, w]));
  const main = balances.get(MAIN_WALLET);
  const rows: WalletRow[] = [{ wallet: MAIN_WALLET, name: main?.name ?? MAIN_WALLET, balance: main?.balance ?? 0, main: true, transferable: true }];
  const listed = new Set<string>([MAIN_WALLET]);
  for (const w of merchantWallets) {
    if (listed.has(w.wallet)) continue;
    listed.add(w.wallet);
    rows.push({ wallet: w.wallet, name: w.name, balance: balances.get(w.wallet)?.balance ?? 0, main: false, transferable: w.transferable });
  }
  for (const w of balance.wallets) {
    if (listed.has(w.wallet)) continue;
    listed.add(w.wallet);
    rows.push({ wallet: w.wallet, name: w.name, balance: w.balance, main: false, transferable: true });
  }
  return rows;
}

/** Game wallets holding money that "bring all back" moves to the main wallet. */
export function getRecoverableWallets(rows: readonly WalletRow[]): WalletRow[] {
  return rows.filter((row) => !row.main && row.transferable && row.balance > 0);
}
