import { endpoints } from '@portal/api-contract';
import { endpointQueryKey } from '@portal/data-access';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** After a change in the security centre: what protects the account, the member and the payment password are asked again. */
export function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        ...[endpoints.accountSecurity, endpoints.memberInfo, endpoints.activeSessions, endpoints.loginHistory].map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoint) }),
        ),
        queryClient.invalidateQueries({ queryKey: ['cashier'] }),
      ]),
    [queryClient],
  );
}
