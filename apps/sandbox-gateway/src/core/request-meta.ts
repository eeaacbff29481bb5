import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestMeta {
  ip: string;
  userAgent: string;
  /** The `Device-Id` the portal or an app sends (trimmed, at most 200 characters), or ''. */
  device: string;
  /** The merchant (brand) of the request, from its host ('*': the platform's, outside a request too). */
  merchant: string;
}

/**
 * The caller's IP, user agent, device id and merchant for the length of a request (set by http/request-meta.ts), so the
 * domain can note where a session was opened and a login attempted without every call passing them.
 */
export const requestMetaStore = new AsyncLocalStorage<RequestMeta>();

/** The meta of the request being served (outside one: an unknown caller). */
export const currentRequestMeta = (): RequestMeta => requestMetaStore.getStore() ?? { ip: 'unknown', userAgent: '', device: '', merchant: '*' };
