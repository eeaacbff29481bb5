/** Entry point of the lobby page alone (its route chunk; docs/product/performance.md "Entry points"). */
export { LobbyPage } from './lib/lobby/components/LobbyPage';
