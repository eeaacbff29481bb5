/** One-tap amounts of the wallet transfer (with "all" beside them). */
export const WALLET_QUICK_AMOUNTS: readonly number[] = [100, 500, 1_000, 5_000];
