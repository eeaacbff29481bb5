import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** Countries with their dialling codes for the mobile fields (fetched once per visit). */
export function useCountries() {
  return useEndpointQuery(routes.countryList, {}, { staleTime: Infinity });
}
