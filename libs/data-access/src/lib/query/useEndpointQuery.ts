import type { EndpointRef, RequestOf, ResponseOf } from '@portal/api-contract';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { PlatformError } from '../client/PlatformError';
import { sessionTokenState } from '../session/states/sessionTokenState';
import { sessionPasswordChangeState } from '../session/states/sessionPasswordChangeState';
import { sessionWithdrawOnlyState } from '../session/states/sessionWithdrawOnlyState';
import { usePlatformClient } from './PlatformProvider';
import { sessionQueryKey } from './endpointQuery';
import { useQueryReveal } from './QueryRevealContext';

type QueryOptions<E extends EndpointRef> = Omit<UseQueryOptions<ResponseOf<E>, PlatformError, ResponseOf<E>, readonly unknown[]>, 'queryKey' | 'queryFn'>;

/**
 * react-query for one endpoint of the contract. Calls that need a token wait for one
 * (disabled while logged out) and are keyed by it, so a new session never sees old data. A
 * withdraw-only session asks for nothing but the withdrawal endpoints (WITHDRAW_ONLY_ENDPOINTS), one
 * that must change its password nothing but PASSWORD_CHANGE_ENDPOINTS: whatever else is mounted
 * waits, as if logged out, instead of collecting 403s (sessionQueryKey,
 * shared with prefetchEndpoint). The client retries transient failures itself, so react-query does not retry again.
 */
export function useEndpointQuery<E extends EndpointRef>(endpoint: E, params: RequestOf<E>, options: QueryOptions<E> = {}) {
  useQueryReveal();
  const client = usePlatformClient();
  const token = useAtomValue(sessionTokenState);
  const withdrawOnly = useAtomValue(sessionWithdrawOnlyState) !== null;
  const passwordChange = useAtomValue(sessionPasswordChangeState) !== null;
  const { queryKey, authMissing } = sessionQueryKey(endpoint, params, { token, withdrawOnly, passwordChange });
  return useQuery<ResponseOf<E>, PlatformError, ResponseOf<E>, readonly unknown[]>({
    queryKey,
    queryFn: ({ signal }) => client.call(endpoint, params, { signal }),
    retry: false,
    ...options,
    enabled: !authMissing && (options.enabled ?? true),
  });
}
