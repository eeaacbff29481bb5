import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useEndpointMutation, useEndpointQuery } from '@portal/data-access';
import { FormAlert, QueryState, SafeHtml, useErrorMessage } from '@portal/page-kit';
import { formatDateTime } from '@portal/i18n';
import { Button, Dialog } from '@portal/ui-kit';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useRefreshMessages } from '../hooks/useRefreshMessages';

export interface MessageDetailProps {
  id: number;
  /** Back to the list; `notice` says what happened (the message was deleted). */
  onBack: (notice?: string) => void;
}

const StyledDetail = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledBar = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledTitle = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledTime = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.tertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
`;

/**
 * One message: its sanitised HTML (scripts and handlers removed), marked read when opened; delete
 * after a confirmation (docs/product/platform-messages.md).
 */
export function MessageDetail({ id, onBack }: MessageDetailProps) {
  const { t } = useLingui();
  const errorMessage = useErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const detail = useEndpointQuery(endpoints.messageDetail, { id });
  const refresh = useRefreshMessages();
  const markRead = useEndpointMutation(endpoints.messageRead, { onSuccess: () => void refresh() });
  const remove = useEndpointMutation(endpoints.messageDelete);
  const [confirming, setConfirming] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const unread = detail.data?.read === false;
  const { mutate: markReadNow } = markRead;

  useEffect(() => {
    if (unread) markReadNow({ ids: [id] });
  }, [unread, id, markReadNow]);
  const loaded = detail.data !== undefined;
  useEffect(() => {
    if (loaded) titleRef.current?.focus();
  }, [loaded]);

  const handleDelete = async () => {
    try {
      await remove.mutateAsync({ id });
      setConfirming(false);
      await refresh();
      onBack(t`Message deleted`);
    } catch (error) {
      setConfirming(false);
      setFailure(errorMessage(error));
    }
  };

  return (
    <StyledDetail aria-labelledby="platform-message-title">
      <StyledBar>
        <Button variant="ghost" onClick={() => onBack()}>
          {t`Back to messages`}
        </Button>
        {loaded && (
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t`Delete`}
          </Button>
        )}
      </StyledBar>
      <QueryState query={detail} errorTitle={t`The message could not be loaded`}>
        {(message) => (
          <>
            <div>
              <StyledTitle id="platform-message-title" ref={titleRef} tabIndex={-1}>
                {message.title}
              </StyledTitle>
              <StyledTime>{formatDateTime(message.createTime)}</StyledTime>
            </div>
            <StyledBody>
              <SafeHtml html={message.content} />
            </StyledBody>
          </>
        )}
      </QueryState>
      <FormAlert message={failure} />
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t`Delete this message?`}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        confirmVariant="danger"
        confirmLoading={remove.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setConfirming(false)}
      >
        {t`The message is removed from your inbox for good.`}
      </Dialog>
    </StyledDetail>
  );
}
