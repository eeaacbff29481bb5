import { useLingui } from '@lingui/react/macro';
import { activeModalState, useAnnouncements } from '@portal/data-access';
import { formatDateTime } from '@portal/i18n';
import { Button, Skeleton } from '@portal/ui-kit';
import { useSetAtom } from 'jotai';
import styled from 'styled-components';
import { ShellIcon } from '../../icons/components/ShellIcon';
import { StyledHomeSection, StyledSectionHeading } from './HomeSection';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${({ theme }) => theme.spacing(0.5)};
    padding-bottom: ${({ theme }) => theme.spacing(2)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
  }
  time {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.tertiary};
  }
`;

const StyledHeadingRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

/** The latest announcements on home; "See all" opens the notice modal. */
export function HomeAnnouncements() {
  const { t } = useLingui();
  const openModal = useSetAtom(activeModalState);
  const { data, isPending, isError } = useAnnouncements({ pageNo: 1 });
  return (
    <StyledHomeSection aria-labelledby="home-announcements">
      <StyledHeadingRow>
        <StyledSectionHeading id="home-announcements">
          <ShellIcon name="announcement" />
          {t`Announcements`}
        </StyledSectionHeading>
        <Button variant="ghost" size="sm" onClick={() => openModal('notice')}>
          {t`See all`}
        </Button>
      </StyledHeadingRow>
      {isPending ? (
        <Skeleton height={220} shape="rounded" />
      ) : isError ? (
        <p role="alert">{t`Announcements could not be loaded.`}</p>
      ) : data.list.length === 0 ? (
        <p>{t`No announcements yet.`}</p>
      ) : (
        <StyledList>
          {data.list.slice(0, 5).map((announcement) => (
            <li key={announcement.id}>
              <span>{announcement.title}</span>
              <time dateTime={new Date(announcement.createTime).toISOString()}>{formatDateTime(announcement.createTime)}</time>
            </li>
          ))}
        </StyledList>
      )}
    </StyledHomeSection>
  );
}
