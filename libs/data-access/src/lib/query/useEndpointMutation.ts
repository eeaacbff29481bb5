import type { EndpointRef, RequestOf, ResponseOf } from '@portal/api-contract';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { PlatformError } from '../client/PlatformError';
import { usePlatformClient } from './PlatformProvider';

// Apart from useEndpointQuery: the start makes no mutation, so react-query's mutation observer
// loads with the first form (docs/product/performance.md).
/** react-query mutation for one endpoint; money moves get a fresh idempotency key per mutate call. */
export function useEndpointMutation<E extends EndpointRef, TContext = unknown>(
  endpoint: E,
  options: Omit<UseMutationOptions<ResponseOf<E>, PlatformError, RequestOf<E>, TContext>, 'mutationFn'> = {},
) {
  const client = usePlatformClient();
  return useMutation<ResponseOf<E>, PlatformError, RequestOf<E>, TContext>({
    mutationFn: (params) => client.call(endpoint, params, endpoint.moneyMove ? { idempotencyKey: crypto.randomUUID() } : {}),
    retry: false,
    ...options,
  });
}
