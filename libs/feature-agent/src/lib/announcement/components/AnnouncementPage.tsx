import { useLingui } from '@lingui/react/macro';
import { endpoints } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState, SafeHtml } from '@portal/page-kit';
import { EmptyState } from '@portal/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { Pager } from '../../shared/components/Pager';
import { useFormatters } from '../../shared/hooks/useFormatters';

const StyledAnnouncementList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledAnnouncementItem = styled.li`
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.raised};
  h3 {
    margin: ${({ theme }) => theme.spacing(0, 0, 1)};
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.text.primary};
  }
  time {
    display: block;
    margin-bottom: ${({ theme }) => theme.spacing(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text.tertiary};
  }
`;

/** Announcements for agents, newest first, 10 a page; their HTML through the portal's one sanitiser (SafeHtml). */
export function AnnouncementPage() {
  const { t } = useLingui();
  const { dateTime } = useFormatters();
  const [pageNo, setPageNo] = useState(1);
  const query = useEndpointQuery(endpoints.agentAnnouncements, { pageNo, pageSize: 10 });
  return (
    <QueryState query={query} errorTitle={t`This could not be loaded`}>
      {(page) =>
        page.list.length === 0 ? (
          <EmptyState title={t`No announcements yet`} />
        ) : (
          <>
            <StyledAnnouncementList>
              {page.list.map((a) => (
                <StyledAnnouncementItem key={a.id}>
                  <h3>{a.title}</h3>
                  <time dateTime={new Date(a.createTime).toISOString()}>{dateTime(a.createTime)}</time>
                  <SafeHtml html={a.content} />
                </StyledAnnouncementItem>
              ))}
            </StyledAnnouncementList>
            <Pager page={pageNo} totalPages={page.totalPages} onChange={setPageNo} />
          </>
        )
      }
    </QueryState>
  );
}
