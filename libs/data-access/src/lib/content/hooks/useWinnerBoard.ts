import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** Winner board rank list, biggest first; refreshed every minute while shown. */
export function useWinnerBoard(count = 20) {
  return useEndpointQuery(routes.winnerBoard, { count }, { staleTime: 60_000, refetchInterval: 60_000 });
}
