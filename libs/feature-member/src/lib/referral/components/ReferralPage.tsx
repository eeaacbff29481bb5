import { useLingui } from '@lingui/react/macro';
import { type Invitee, endpoints } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { Badge, Money, Pagination, StatCard, StatGrid, Table, type TableColumn } from '@portal/ui-kit';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { INVITEE_STATUS_LABELS } from '../constants/INVITEE_STATUS_LABELS';
import { InvitationCard } from './InvitationCard';

const PAGE_SIZE = 10;

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledTotals = styled(StatGrid).attrs({ $columns: 3 })``;

const INVITEE_STATUS_TONES = { registered: 'neutral', qualified: 'info', rewarded: 'success', ineligible: 'warning' } as const;

/**
 * Invite friends (`referral`): the invitation link and code with copy buttons and a QR code, the
 * rules, and the friends who registered with it (docs/product/rewards.md).
 */
export function ReferralPage() {
  const { t, i18n } = useLingui();
  const info = useEndpointQuery(endpoints.referralInfo, {});
  const [page, setPage] = useState(1);
  const invitees = useEndpointQuery(endpoints.referralInvitees, { pageNo: page, pageSize: PAGE_SIZE }, { placeholderData: keepPreviousData });
  const columns = useMemo<TableColumn<Invitee>[]>(
    () => [
      { id: 'friend', card: 'title', header: t`Friend`, cell: (f) => f.userName },
      {
        id: 'registered',
        card: 'subtitle',
        header: t`Registered`,
        cell: (f) => i18n.date(new Date(f.registerTime), { dateStyle: 'short', timeStyle: 'short' }),
      },
      {
        id: 'status',
        card: 'key',
        header: t`Status`,
        cell: (f) => <Badge tone={INVITEE_STATUS_TONES[f.status]}>{i18n._(INVITEE_STATUS_LABELS[f.status])}</Badge>,
      },
      { id: 'turnover', card: 'key', header: t`Valid turnover`, kind: 'money', cell: (f) => <Money value={f.validTurnover} /> },
      { id: 'reward', card: 'key', header: t`Reward earned`, kind: 'money', cell: (f) => <Money value={f.reward} /> },
    ],
    [t, i18n],
  );
  return (
    <StyledPage>
      <QueryState query={info} errorTitle={t`Your invitation could not be loaded`}>
        {(data) => (
          <>
            <InvitationCard
              code={data.code}
              rewardPerFriend={data.rewardPerFriend}
              qualifyingDeposit={data.qualifyingDeposit}
              qualifyingTurnover={data.qualifyingTurnover}
            />
            <StyledTotals>
              <StatCard label={t`Friends invited`} value={data.invited} />
              <StatCard label={t`Friends qualified`} value={data.qualified} />
              <StatCard label={t`Rewards earned`} value={<Money value={data.earned} />} tone={data.earned > 0 ? 'success' : 'neutral'} />
            </StyledTotals>
          </>
        )}
      </QueryState>
      <h3 id="invited-friends">{t`Invited friends`}</h3>
      <QueryState query={invitees} errorTitle={t`Your invited friends could not be loaded`} emptyTitle={t`No friends have registered with your invitation yet`}>
        {(data) => (
          <>
            <Table
              label={t`Invited friends`}
              columns={columns}
              rows={data.list}
              getRowId={(f) => `${f.userName}-${f.registerTime}`}
              loading={invitees.isFetching && invitees.isPlaceholderData}
            />
            {data.totalPages > 1 && (
              <Pagination
                page={page}
                totalPages={data.totalPages}
                onChange={setPage}
                labels={{ navigation: t`Invited friends pages`, previous: t`Previous page`, next: t`Next page`, page: (n) => t`Page ${n}` }}
              />
            )}
          </>
        )}
      </QueryState>
    </StyledPage>
  );
}
