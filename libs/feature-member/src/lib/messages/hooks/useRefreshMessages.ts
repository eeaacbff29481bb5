import { endpoints } from '@portal/api-contract';
import { endpointQueryKey } from '@portal/data-access';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** After a change in the inbox: the list, a detail and the header's unread badge are asked again. */
export function useRefreshMessages() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [endpoints.messageList, endpoints.messageDetail, endpoints.unreadMessageCount].map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoint) }),
        ),
      ),
    [queryClient],
  );
}
