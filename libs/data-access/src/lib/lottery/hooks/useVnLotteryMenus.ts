import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** VN lottery groups and games (device W). */
export function useVnLotteryMenus() {
  return useEndpointQuery(routes.vnLotteryMenus, { device: 'W' }, { staleTime: 60_000 });
}
