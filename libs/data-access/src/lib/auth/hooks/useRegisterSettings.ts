import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** Per-field registration rules, switches and the default dialling code (kept 10 minutes). */
export function useRegisterSettings() {
  return useEndpointQuery(routes.registerSettings, {}, { staleTime: 10 * 60_000 });
}
