import { PASSWORD_CHANGE_ENDPOINTS, WITHDRAW_ONLY_ENDPOINTS, type EndpointRef, type RequestOf } from '@portal/api-contract';
import { endpointQueryKey } from './queryKeys';

/** The options of a read that its definition fixes (the hook may add `enabled`, `select`…). */
export interface EndpointQueryOptions {
  staleTime?: number;
  refetchInterval?: number;
}

/**
 * One read of the contract as data: the hook (useEndpointQuery) and the start's prefetch
 * (prefetchEndpoint) take the same definition, so their keys and params cannot drift apart.
 */
export interface EndpointQuery<E extends EndpointRef = EndpointRef> {
  endpoint: E;
  params: RequestOf<E>;
  options: EndpointQueryOptions;
}

export function endpointQuery<E extends EndpointRef>(endpoint: E, params: RequestOf<E>, options: EndpointQueryOptions = {}): EndpointQuery<E> {
  return { endpoint, params, options };
}

/** What a session may ask for: a token, and whether it is withdraw-only or must change its password first. */
export interface SessionScope {
  token: string | null;
  withdrawOnly: boolean;
  passwordChange: boolean;
}

/**
 * The react-query key of a read in a session, and whether it must wait: calls that need a token
 * wait for one and are keyed by it (a new session never sees old data); a withdraw-only session
 * asks for nothing but the withdrawal endpoints (WITHDRAW_ONLY_ENDPOINTS), one that must change its
 * password for nothing but PASSWORD_CHANGE_ENDPOINTS.
 */
export function sessionQueryKey<E extends EndpointRef>(
  endpoint: E,
  params: RequestOf<E>,
  { token, withdrawOnly, passwordChange }: SessionScope,
): { queryKey: readonly unknown[]; authMissing: boolean } {
  const authMissing =
    Boolean(endpoint.auth) &&
    (!token || (withdrawOnly && !WITHDRAW_ONLY_ENDPOINTS.has(endpoint.name)) || (passwordChange && !PASSWORD_CHANGE_ENDPOINTS.has(endpoint.name)));
  const queryKey = endpoint.auth ? [...endpointQueryKey(endpoint, params), token] : endpointQueryKey(endpoint, params);
  return { queryKey, authMissing };
}
