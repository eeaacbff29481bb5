/** Min-bet filter steps of the lobby (currency units). */
export const MIN_BET_OPTIONS: readonly number[] = [0.1, 0.5, 1, 5];
