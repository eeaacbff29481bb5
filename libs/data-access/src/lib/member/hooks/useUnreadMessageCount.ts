import { endpoints } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** How often the unread count is asked again while a member is logged in (docs/product/platform-messages.md). */
export const UNREAD_MESSAGES_POLL_MS = 30_000;

/**
 * The member's unread platform messages (the header badge and the inbox): polled every
 * UNREAD_MESSAGES_POLL_MS and refetched when the tab comes back into view, so a new message from
 * the operator shows without a reload. Disabled without a session token.
 */
export function useUnreadMessageCount() {
  return useEndpointQuery(endpoints.unreadMessageCount, {}, { refetchInterval: UNREAD_MESSAGES_POLL_MS, refetchOnWindowFocus: 'always' });
}
