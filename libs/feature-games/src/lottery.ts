/** Entry point of the lottery pages alone (docs/product/performance.md "Entry points"). */
export { LotteryPage } from './lib/lottery/components/LotteryPage';
export { VnLotteryPage } from './lib/lottery/components/VnLotteryPage';
export { ElottPage } from './lib/lottery/components/ElottPage';
