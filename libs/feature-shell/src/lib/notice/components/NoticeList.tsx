import { useLingui } from '@lingui/react/macro';
import type { Announcement } from '@portal/api-contract';
import { ANNOUNCEMENTS_PAGE_SIZE, useAnnouncements } from '@portal/data-access';
import { formatDateTime } from '@portal/i18n';
import { Button, Pagination, PAGINATION_MARGIN_PAGES, PAGINATION_PAGE_RANGE, Skeleton } from '@portal/ui-kit';
import styled from 'styled-components';
import type { NoticeFilter } from '../constants/NOTICE_TYPES';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  min-height: 420px;
  align-content: start;
`;

const StyledItem = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing(4)};
  min-height: 42px;
  padding: ${({ theme }) => theme.spacing(2, 3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.primary};
  text-align: left;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.color.surface.hover};
    outline: none;
  }
  time {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.text.tertiary};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-variant-numeric: tabular-nums;
  }
`;

const StyledTitle = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.spacing(3)};
  min-height: 48px;
`;

const StyledMessage = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(10, 0)};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export interface NoticeListProps {
  type: NoticeFilter;
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (announcement: Announcement) => void;
}

/** One page (9) of announcements (all types or one), with pagination (range 3, margins 1; ends blocked). */
export function NoticeList({ type, page, onPageChange, onOpen }: NoticeListProps) {
  const { t } = useLingui();
  const { data, isPending, isError, refetch, isPlaceholderData } = useAnnouncements({ types: type === 'all' ? [] : [type], pageNo: page });

  if (isPending) {
    return (
      <StyledList aria-busy="true">
        {Array.from({ length: ANNOUNCEMENTS_PAGE_SIZE }, (_, index) => (
          <li key={index}>
            <Skeleton height={42} shape="rounded" />
          </li>
        ))}
      </StyledList>
    );
  }
  if (isError) {
    return (
      <StyledMessage role="alert">
        <p>{t`Announcements could not be loaded.`}</p>
        <Button onClick={() => void refetch()}>{t`Try again`}</Button>
      </StyledMessage>
    );
  }
  if (data.list.length === 0) {
    return (
      <StyledMessage>
        <p>{t`No announcements yet.`}</p>
      </StyledMessage>
    );
  }
  return (
    <>
      <StyledList aria-busy={isPlaceholderData || undefined} aria-label={t`Announcements`}>
        {data.list.map((announcement) => (
          <li key={announcement.id}>
            <StyledItem type="button" onClick={() => onOpen(announcement)}>
              <StyledTitle>{announcement.title}</StyledTitle>
              <time dateTime={new Date(announcement.createTime).toISOString()}>{formatDateTime(announcement.createTime)}</time>
            </StyledItem>
          </li>
        ))}
      </StyledList>
      <StyledFooter>
        <Pagination
          page={page}
          totalPages={data.totalPages}
          onChange={onPageChange}
          pageRange={PAGINATION_PAGE_RANGE}
          marginPages={PAGINATION_MARGIN_PAGES}
          labels={{ navigation: t`Announcement pages`, previous: t`Previous page`, next: t`Next page`, page: (number) => t`Page ${number}` }}
        />
      </StyledFooter>
    </>
  );
}
