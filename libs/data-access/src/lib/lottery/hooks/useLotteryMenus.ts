import { routes, type PRIZE_MODES } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

export type PrizeMode = (typeof PRIZE_MODES)[number];

/** Lottery menus (gameGroupCode, labelName, gameMenus) of one prize mode; device W (web). */
export function useLotteryMenus(prizeMode: PrizeMode) {
  return useEndpointQuery(routes.lotteryMenus, { prizeMode, device: 'W' }, { staleTime: 60_000 });
}
