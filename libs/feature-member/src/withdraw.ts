/**
 * Entry point of the withdrawal page alone: the withdrawal-only portal shows it, and the personal
 * centre loads it as its own lazy chunk (docs/product/responsible-gaming.md "Time-out and self-exclusion").
 */
export { WithdrawPage } from './lib/withdraw/components/WithdrawPage';
