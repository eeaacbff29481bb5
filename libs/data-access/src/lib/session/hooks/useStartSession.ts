import { routes, type LoginValue, type MemberInfo } from '@portal/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { usePlatformClient } from '../../query/PlatformProvider';
import { endpointQueryKey } from '../../query/queryKeys';
import { sessionPasswordChangeState } from '../states/sessionPasswordChangeState';
import { sessionTokenState } from '../states/sessionTokenState';
import { sessionUsernameState } from '../states/sessionUsernameState';
import { sessionWithdrawOnlyState, type WithdrawOnlySession } from '../states/sessionWithdrawOnlyState';

/**
 * Enters the logged-in state after a login, a registration, a password reset by phone or free
 * play: stores token and username and loads the member info (cached for `useMemberInfo`; whether
 * the member is an agent is read from its type, docs/product/accounts-and-auth.md "Sessions").
 * Resolves with the member, or null when the info could not be loaded. `withdrawOnly`: the
 * token is the withdraw-only session of a refused login (time-out or self-exclusion); the portal
 * then shows only the withdrawal view. A login that says `mustChangePassword` enters the forced
 * password change (sessionPasswordChangeState).
 */
export function useStartSession() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  const store = useStore();
  return useCallback(
    async (
      login: Pick<LoginValue, 'token' | 'userName' | 'mustChangePassword'>,
      withdrawOnly: WithdrawOnlySession | null = null,
    ): Promise<MemberInfo | null> => {
      // The mode first: nothing of the normal portal asks for data with a withdraw-only token, nor
      // with one that must change its password.
      store.set(sessionWithdrawOnlyState, withdrawOnly);
      store.set(sessionPasswordChangeState, login.mustChangePassword ? { reason: login.mustChangePassword } : null);
      store.set(sessionTokenState, login.token);
      store.set(sessionUsernameState, login.userName);
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      try {
        return await queryClient.fetchQuery({
          queryKey: [...endpointQueryKey(routes.memberInfo, {}), login.token],
          queryFn: () => client.call(routes.memberInfo, {}),
          staleTime: 60_000,
        });
      } catch {
        return null;
      }
    },
    [client, queryClient, store],
  );
}
