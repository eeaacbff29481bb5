import { routes } from '@portal/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { usePlatformClient } from '../../query/PlatformProvider';
import { clearSessionStorageKeepingMerchant } from '../sessionStorageKeys';
import { sessionPasswordChangeState } from '../states/sessionPasswordChangeState';
import { sessionTokenState } from '../states/sessionTokenState';
import { sessionUsernameState } from '../states/sessionUsernameState';
import { sessionWithdrawOnlyState } from '../states/sessionWithdrawOnlyState';

export interface EndSessionOptions {
  /** Revoke the token on the platform first (logout); false when it is already revoked (password changed). */
  revoke?: boolean;
}

/**
 * Leaves the logged-in state (docs/product/accounts-and-auth.md Logout): optionally calls logout, resets token, username
 * and the withdraw-only and password-change modes, clears sessionStorage except the merchant keys and drops the member's cached data
 * (member info, VIP label, balance… every query keyed by the old token).
 */
export function useEndSession() {
  const client = usePlatformClient();
  const queryClient = useQueryClient();
  const store = useStore();
  return useCallback(
    async ({ revoke = true }: EndSessionOptions = {}) => {
      const token = store.get(sessionTokenState);
      if (token && revoke) {
        try {
          await client.call(routes.logout, {});
        } catch {
          // An expired or already revoked token: the session ends locally all the same.
        }
      }
      store.set(sessionTokenState, null);
      store.set(sessionUsernameState, null);
      store.set(sessionWithdrawOnlyState, null);
      store.set(sessionPasswordChangeState, null);
      clearSessionStorageKeepingMerchant();
      if (token) queryClient.removeQueries({ predicate: (query) => query.queryKey.includes(token) });
      await queryClient.invalidateQueries({ queryKey: ['member'] });
    },
    [client, queryClient, store],
  );
}
