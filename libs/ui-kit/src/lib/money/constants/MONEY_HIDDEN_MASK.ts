/** What a hidden amount shows (docs/product/display-and-platform.md: balance hide toggle shows ***). */
export const MONEY_HIDDEN_MASK = '***';
