import { routes } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** Unread chat messages (needs a session), polled every minute. */
export function useChatUnread(enabled = true) {
  return useEndpointQuery(routes.chatUnread, {}, { enabled, staleTime: 30_000, refetchInterval: 60_000 });
}
