import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** The logged-in member (disabled without a session token). */
export function useMemberInfo() {
  return useEndpointQuery(routes.memberInfo, {}, { staleTime: 60_000 });
}

/** Member types that get the agent centre (docs/product/accounts-and-auth.md). */
export const AGENT_MEMBER_TYPES: readonly number[] = [1, 2, 41, 42];
/** The trial (free-play) account type. */
export const TRIAL_MEMBER_TYPE = 4;
