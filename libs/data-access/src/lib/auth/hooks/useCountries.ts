import { routes } from '@portal/api-contract';
import { endpointQuery } from '../../query/endpointQuery';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** Countries with their dialling codes for the mobile fields (fetched once per visit). */
export const countriesQuery = () => endpointQuery(routes.countryList, {}, { staleTime: Infinity });

/** `enabled: false` where the start does not ask for them (under the member centre opened by the address on a phone). */
export function useCountries(enabled = true) {
  const { endpoint, params, options } = countriesQuery();
  return useEndpointQuery(endpoint, params, { ...options, enabled });
}
