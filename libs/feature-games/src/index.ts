export * from './lib/lobby/components/LobbyPage';
export * from './lib/launch/components/GamePage';
export * from './lib/launch/components/SeamlessPage';
export * from './lib/lottery/components/LotteryPage';
export * from './lib/lottery/components/VnLotteryPage';
export * from './lib/lottery/components/ElottPage';
export * from './lib/home/components/HomeGameSections';
export { gamesCatalog } from './locales/gamesCatalog';
