import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** nodeIds of every favourite game of the member (the local favourite ids; empty for guests). */
export function useFavouriteIds() {
  const query = useEndpointQuery(routes.favouriteIds, {}, { staleTime: 5 * 60_000 });
  return { ...query, ids: query.data ?? EMPTY };
}

const EMPTY: readonly number[] = [];
