import { endpoints } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** Countries with dialling codes (fetched at app start, spec §4); they rarely change. */
export function useCountryList() {
  return useEndpointQuery(endpoints.countryList, {}, { staleTime: Infinity });
}
