import { endpoints } from '@portal/api-contract';
import { UNREAD_MESSAGES_POLL_MS, useEndpointQuery } from '@portal/data-access';
import { keepPreviousData } from '@tanstack/react-query';
import { MESSAGES_PAGE_SIZE } from '../constants/MESSAGES_PAGE_SIZE';

/**
 * One page of the inbox, asked again at the unread count's pace and when the tab comes back into
 * view (a new message from the operator appears without a reload); the page shown stays while the
 * next one loads.
 */
export function useMessageInbox(pageNo: number) {
  return useEndpointQuery(
    endpoints.messageList,
    { pageNo, pageSize: MESSAGES_PAGE_SIZE },
    { refetchInterval: UNREAD_MESSAGES_POLL_MS, refetchOnWindowFocus: 'always', placeholderData: keepPreviousData },
  );
}
