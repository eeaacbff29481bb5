import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** Help-centre categories with their HTML articles (the user protocol is one of them). */
export function useHelpCentre() {
  return useEndpointQuery(routes.helpCenter, {}, { staleTime: 10 * 60_000 });
}
