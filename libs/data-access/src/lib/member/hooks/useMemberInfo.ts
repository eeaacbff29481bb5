import { routes } from '@portal/api-contract';
import { endpointQuery } from '../../query/endpointQuery';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** The logged-in member (disabled without a session token). */
export const memberInfoQuery = () => endpointQuery(routes.memberInfo, {}, { staleTime: 60_000 });

export function useMemberInfo() {
  const { endpoint, params, options } = memberInfoQuery();
  return useEndpointQuery(endpoint, params, options);
}

/** Member types that get the agent centre (docs/product/accounts-and-auth.md). */
export const AGENT_MEMBER_TYPES: readonly number[] = [1, 2, 41, 42];
/** The trial (free-play) account type. */
export const TRIAL_MEMBER_TYPE = 4;
