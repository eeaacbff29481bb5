import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useEndpointMutation } from '@portal/data-access';
import { FormAlert, QueryState, useErrorMessage } from '@portal/page-kit';
import { Button, PAGINATION_MARGIN_PAGES, PAGINATION_PAGE_RANGE, Pagination } from '@portal/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useMessageInbox } from '../hooks/useMessageInbox';
import { useRefreshMessages } from '../hooks/useRefreshMessages';
import { MessageDetail } from './MessageDetail';
import { MessageListItem } from './MessageListItem';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledNotice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.success.text};
`;

/**
 * Platform messages (`messageV2`): the inbox newest first with the unread count, pages of 10,
 * "mark all as read", and a message's detail (docs/product/platform-messages.md). New messages
 * appear without a reload: the inbox is asked again every 30 seconds and when the tab comes back.
 */
export function MessagesPage() {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const inbox = useMessageInbox(page);
  const refresh = useRefreshMessages();
  const readAll = useEndpointMutation(endpoints.messageReadAll);
  // The last message of a later page was deleted: back to the last page there is.
  // (Adjusted while rendering: an effect would first draw the empty page.)
  const lastPage = inbox.data?.totalPages;
  if (lastPage !== undefined && page > lastPage) setPage(lastPage);

  if (openId !== null) {
    return (
      <MessageDetail
        id={openId}
        onBack={(text) => {
          setNotice(text ?? null);
          setOpenId(null);
        }}
      />
    );
  }

  const handleReadAll = async () => {
    setFailure(null);
    setNotice(null);
    try {
      await readAll.mutateAsync({});
      await refresh();
      setNotice(t`All messages are marked as read`);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <StyledPage>
      <QueryState query={inbox} errorTitle={t`Your messages could not be loaded`} emptyTitle={t`No messages yet`}>
        {(data) => (
          <>
            <StyledBar>
              <StyledCount>{t({ message: plural(data.unreadCount, { one: '# unread message', other: '# unread messages' }) })}</StyledCount>
              <Button variant="secondary" onClick={() => void handleReadAll()} disabled={data.unreadCount === 0} loading={readAll.isPending}>
                {t`Mark all as read`}
              </Button>
            </StyledBar>
            <div role="status">{notice && <StyledNotice>{notice}</StyledNotice>}</div>
            <FormAlert message={failure} />
            <StyledList aria-label={t`Messages`}>
              {data.list.map((message) => (
                <li key={message.id}>
                  <MessageListItem
                    message={message}
                    onOpen={(id) => {
                      setNotice(null);
                      setOpenId(id);
                    }}
                  />
                </li>
              ))}
            </StyledList>
            <Pagination
              page={data.pageNo}
              totalPages={data.totalPages}
              onChange={setPage}
              pageRange={PAGINATION_PAGE_RANGE}
              marginPages={PAGINATION_MARGIN_PAGES}
              labels={{ navigation: t`Pages of messages`, previous: t`Previous page`, next: t`Next page`, page: (n) => t`Page ${n}` }}
            />
          </>
        )}
      </QueryState>
    </StyledPage>
  );
}
