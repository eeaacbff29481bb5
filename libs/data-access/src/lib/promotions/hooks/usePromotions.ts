import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** Promotions, optionally of one category (new_player for the register page). */
export function usePromotions(category?: string) {
  return useEndpointQuery(routes.promotions, category ? { category } : {}, { staleTime: 60_000 });
}
