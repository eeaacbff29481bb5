import { endpoints } from '@portal/api-contract';
import { endpointDomain } from '@portal/data-access';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** After a redeem or a convert: every points query (balance, rewards and their stock, histories) and every money query. */
export function useInvalidatePoints() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [endpointDomain(endpoints.pointsBalance), 'wallets', 'member', 'cashier'].map((domain) => queryClient.invalidateQueries({ queryKey: [domain] })),
      ),
    [queryClient],
  );
}
