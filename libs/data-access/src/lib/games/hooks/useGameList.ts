import { routes, type RequestOf } from '@portal/api-contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '../../query/useEndpointQuery';
import { GAME_CLIENT_TYPE } from '../constants/GAME_CLIENT_TYPE';
import { GAME_LIST_PAGE_SIZE } from '../constants/GAME_LIST_PAGE_SIZE';

export type GameListFilters = Omit<RequestOf<typeof routes.gameList>, 'pageNo' | 'pageSize' | 'clientType'>;

/** One page of a filtered game list (pageSize 42); the previous page stays on screen while the next loads. */
export function useGameList(filters: GameListFilters, pageNo: number, options: { enabled?: boolean } = {}) {
  return useEndpointQuery(
    routes.gameList,
    { ...filters, pageNo, pageSize: GAME_LIST_PAGE_SIZE, clientType: GAME_CLIENT_TYPE },
    { staleTime: 60_000, placeholderData: keepPreviousData, enabled: options.enabled },
  );
}
