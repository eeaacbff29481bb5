import { routes } from '@portal/api-contract';
import { endpointQuery } from '../../query/endpointQuery';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** Countries with their dialling codes for the mobile fields (fetched once per visit). */
export const countriesQuery = () => endpointQuery(routes.countryList, {}, { staleTime: Infinity });

export function useCountries() {
  const { endpoint, params, options } = countriesQuery();
  return useEndpointQuery(endpoint, params, options);
}
