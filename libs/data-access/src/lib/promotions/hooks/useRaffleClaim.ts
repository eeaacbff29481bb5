import { endpoints } from '@portal/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '../../query/useEndpointQuery';
import { endpointDomain } from '../../query/queryKeys';

/** Claims a promotion's raffle once; the balance and the promotion list (raffle.claimed) refresh after. */
export function useRaffleClaim() {
  const queryClient = useQueryClient();
  return useEndpointMutation(endpoints.raffleClaim, {
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [endpointDomain(endpoints.balance)] });
      void queryClient.invalidateQueries({ queryKey: [endpointDomain(endpoints.promotions)] });
    },
  });
}
