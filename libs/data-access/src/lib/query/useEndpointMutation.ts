import type { EndpointRef, RequestOf, ResponseOf } from '@portal/api-contract';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useRef } from 'react';
import { isPlatformError, type PlatformError } from '../client/PlatformError';
import { usePlatformClient } from './PlatformProvider';

// Apart from useEndpointQuery: the start makes no mutation, so react-query's mutation observer
// loads with the first form (docs/product/performance.md).

/** A failure after which the platform may or may not have done the move (no answer, or a 5xx). */
const outcomeUnknown = (error: unknown) => isPlatformError(error) && (error.kind === 'timeout' || error.kind === 'network' || error.kind === 'server');

/**
 * react-query mutation for one endpoint. Nothing is retried by itself. A money move gets an
 * idempotency key per move: a new one for each new move, and the same one again when the player
 * sends the same request after a failure whose outcome is unknown (time-out, no answer, 5xx), so
 * a move the platform did after all is answered, not done twice (docs/product/performance.md
 * "Resilience").
 */
export function useEndpointMutation<E extends EndpointRef, TContext = unknown>(
  endpoint: E,
  options: Omit<UseMutationOptions<ResponseOf<E>, PlatformError, RequestOf<E>, TContext>, 'mutationFn'> = {},
) {
  const client = usePlatformClient();
  const unsettled = useRef<{ request: string; key: string } | null>(null);
  return useMutation<ResponseOf<E>, PlatformError, RequestOf<E>, TContext>({
    mutationFn: async (params) => {
      if (!endpoint.moneyMove) return client.call(endpoint, params, {});
      const request = JSON.stringify(params);
      const key = unsettled.current?.request === request ? unsettled.current.key : crypto.randomUUID();
      unsettled.current = { request, key };
      try {
        const value = await client.call(endpoint, params, { idempotencyKey: key });
        unsettled.current = null;
        return value;
      } catch (error) {
        if (!outcomeUnknown(error)) unsettled.current = null;
        throw error;
      }
    },
    retry: false,
    ...options,
  });
}
