/**
 * Window event the game page dispatches when a game closes (`window.dispatchEvent(new Event(GAME_CLOSED_EVENT))`):
 * the balance is refetched then.
 */
export const GAME_CLOSED_EVENT = 'portal:game-closed';
