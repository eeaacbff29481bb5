import { routes, type ResponseOf } from '@portal/api-contract';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { PlatformError } from '../../client/PlatformError';
import { usePlatformClient } from '../../query/PlatformProvider';
import { endpointQueryKey } from '../../query/queryKeys';
import { GAME_CLIENT_TYPE } from '../constants/GAME_CLIENT_TYPE';
import { GAME_LIST_PAGE_SIZE } from '../constants/GAME_LIST_PAGE_SIZE';
import type { GameListFilters } from './useGameList';

type GameListPage = ResponseOf<typeof routes.gameList>;

/** The same game list as `useGameList`, 42 games at a time for infinite scroll. */
export function useInfiniteGameList(filters: GameListFilters) {
  const client = usePlatformClient();
  const base = { ...filters, pageSize: GAME_LIST_PAGE_SIZE, clientType: GAME_CLIENT_TYPE };
  return useInfiniteQuery<GameListPage, PlatformError, InfiniteData<GameListPage, number>, readonly unknown[], number>({
    queryKey: [...endpointQueryKey(routes.gameList, base), 'infinite'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => client.call(routes.gameList, { ...base, pageNo: pageParam }, { signal }),
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: 60_000,
    retry: false,
  });
}
