import { routes } from '@portal/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEndpointMutation } from '../../query/useEndpointMutation';
import { endpointDomain } from '../../query/queryKeys';

/** Claims a promotion's raffle once; the balance and the promotion list (raffle.claimed) refresh after. */
export function useRaffleClaim() {
  const queryClient = useQueryClient();
  return useEndpointMutation(routes.raffleClaim, {
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: [endpointDomain(routes.balance)] });
      void queryClient.invalidateQueries({ queryKey: [endpointDomain(routes.promotions)] });
    },
  });
}
