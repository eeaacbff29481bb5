/** Entry point of the game pages alone, `/game` and `/seamless` (docs/product/performance.md "Entry points"). */
export { GamePage } from './lib/launch/components/GamePage';
export { SeamlessPage } from './lib/launch/components/SeamlessPage';
