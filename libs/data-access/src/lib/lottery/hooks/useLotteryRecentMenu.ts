import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** Lottery games the member bet on recently (disabled for guests). */
export function useLotteryRecentMenu() {
  return useEndpointQuery(routes.lotteryRecentMenu, {});
}
