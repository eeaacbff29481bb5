import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** How many rounds the game page's bet history shows. */
export const GAME_BET_HISTORY_SIZE = 10;

/**
 * The member's latest rounds of one game (newest first), from the betting records. Keyed under
 * ['member', 'betRecords'], so leaving a game (useGameClosed) refreshes it.
 */
export function useGameBetRecords(gameCode: string | undefined) {
  return useEndpointQuery(routes.betRecords, { pageNo: 1, pageSize: GAME_BET_HISTORY_SIZE, gameCode }, { enabled: Boolean(gameCode) });
}
