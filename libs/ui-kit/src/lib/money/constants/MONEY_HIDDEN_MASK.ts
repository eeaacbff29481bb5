/** What a hidden amount shows (spec §2: balance hide toggle shows ***). */
export const MONEY_HIDDEN_MASK = '***';
