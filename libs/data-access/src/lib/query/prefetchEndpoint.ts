import type { EndpointRef, ResponseOf } from '@portal/api-contract';
import type { PlatformRuntime } from '../root/createPlatformRuntime';
import { sessionTokenState } from '../session/states/sessionTokenState';
import { sessionPasswordChangeState } from '../session/states/sessionPasswordChangeState';
import { sessionWithdrawOnlyState } from '../session/states/sessionWithdrawOnlyState';
import { sessionQueryKey, type EndpointQuery } from './endpointQuery';

/**
 * Sends a read before any component asks for it (the start, before React renders): the same key
 * as useEndpointQuery for the runtime's session, so the hook that mounts later joins the request
 * in flight instead of sending a second one. A read the session may not make (no token, or a
 * withdraw-only session, or one that must change its password) is not sent, as the hook would not send it either. No abort signal: the
 * request must survive the hooks' mount and unmount (StrictMode) before anyone holds it. Resolves
 * with the answer (undefined when it failed or was not sent: the hook shows that).
 */
export async function prefetchEndpoint<E extends EndpointRef>(
  runtime: PlatformRuntime,
  { endpoint, params, options }: EndpointQuery<E>,
): Promise<ResponseOf<E> | undefined> {
  const { queryKey, authMissing } = sessionQueryKey(endpoint, params, {
    token: runtime.store.get(sessionTokenState),
    withdrawOnly: runtime.store.get(sessionWithdrawOnlyState) !== null,
    passwordChange: runtime.store.get(sessionPasswordChangeState) !== null,
  });
  if (authMissing) return undefined;
  return runtime.queryClient
    .fetchQuery({ queryKey, queryFn: () => runtime.client.call(endpoint, params), staleTime: options.staleTime })
    .catch(() => undefined);
}
