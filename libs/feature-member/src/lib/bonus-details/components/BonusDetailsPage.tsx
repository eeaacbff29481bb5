import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BONUS_STATUSES, type Bonus, type BonusStatus, endpoints } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState, useMemberCentreAddress } from '@portal/page-kit';
import { Badge, Money, Pagination, Select, StatCard, StatGrid, Table, type TableColumn, useFormatMoney } from '@portal/ui-kit';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ProgressBar } from '../../missions/components/ProgressBar';
import { BONUS_SOURCE_LABELS } from '../constants/BONUS_SOURCE_LABELS';
import { BONUS_STATUS_LABELS } from '../constants/BONUS_STATUS_LABELS';
import { BONUS_STATUS_TONES } from '../constants/BONUS_STATUS_TONES';

const PAGE_SIZE = 10;
const ALL = 'all';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(5)};
`;

const StyledTotals = styled(StatGrid).attrs({ $columns: 3 })``;

const StyledFilter = styled.div`
  max-width: 240px;
`;

const StyledTurnover = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 180px;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * Bonus details (`bonusDetails`): every bonus with its amount, date, source, the turnover it asks
 * for and how much is played, and its status (docs/product/rewards.md); filter by status.
 */
export function BonusDetailsPage() {
  const { t, i18n } = useLingui();
  const formatMoney = useFormatMoney();
  const { hrefFor } = useMemberCentreAddress();
  const [status, setStatus] = useState<BonusStatus | typeof ALL>(ALL);
  const [page, setPage] = useState(1);
  const query = useEndpointQuery(
    endpoints.bonusList,
    { pageNo: page, pageSize: PAGE_SIZE, status: status === ALL ? undefined : status },
    { placeholderData: keepPreviousData },
  );
  const columns = useMemo<TableColumn<Bonus>[]>(() => {
    const date = (ms: number) => i18n.date(new Date(ms), { dateStyle: 'short', timeStyle: 'short' });
    return [
      { id: 'time', card: 'subtitle', header: t`Date`, cell: (b) => date(b.createTime) },
      { id: 'source', card: 'title', header: t`Source`, cell: (b) => (b.source === 'operator' && b.title ? b.title : i18n._(BONUS_SOURCE_LABELS[b.source])) },
      { id: 'amount', card: 'key', header: t`Amount`, kind: 'money', cell: (b) => <Money value={b.amount} /> },
      {
        id: 'turnover',
        card: 'key',
        header: t`Turnover requirement`,
        cell: (b) => {
          if (b.turnoverRequired === 0) return t`None`;
          const done = formatMoney(b.turnoverDone);
          const required = formatMoney(b.turnoverRequired);
          return (
            <StyledTurnover>
              <ProgressBar
                value={b.turnoverDone}
                max={b.turnoverRequired}
                label={t`Turnover of the bonus of ${date(b.createTime)}`}
                valueText={t`${done} of ${required}`}
                tone={b.status === 'completed' ? 'success' : 'accent'}
              />
              <span>{t`${done} of ${required}`}</span>
            </StyledTurnover>
          );
        },
      },
      { id: 'expires', card: 'detail', header: t`Valid until`, cell: (b) => (b.expiresAt === null ? t`No expiry` : date(b.expiresAt)) },
      {
        id: 'status',
        card: 'key',
        header: t`Status`,
        cell: (b) => <Badge tone={BONUS_STATUS_TONES[b.status]}>{i18n._(BONUS_STATUS_LABELS[b.status])}</Badge>,
      },
    ];
  }, [t, i18n, formatMoney]);

  return (
    <StyledPage>
      <StyledFilter>
        <Select<BonusStatus | typeof ALL>
          label={t`Status`}
          value={status}
          options={[{ value: ALL, label: t`All statuses` }, ...BONUS_STATUSES.map((value) => ({ value, label: i18n._(BONUS_STATUS_LABELS[value]) }))]}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
        />
      </StyledFilter>
      <QueryState
        query={query}
        errorTitle={t`Your bonuses could not be loaded`}
        emptyTitle={status === ALL ? t`You have no bonuses yet` : t`No bonuses with this status`}
        emptyAction={status === ALL ? <Link to={hrefFor('rewardCenter')}>{t`See the rewards you can claim`}</Link> : undefined}
      >
        {(data) => (
          <>
            <StyledTotals>
              <StatCard label={t`Active bonuses`} value={data.totals.active} tone={data.totals.active > 0 ? 'accent' : 'neutral'} />
              <StatCard label={t`Turnover still to play`} value={<Money value={data.totals.turnoverOwed} />} />
              <StatCard
                label={t`Bonuses received`}
                value={<Money value={data.totals.amount} />}
                hint={t({ message: plural(data.total, { one: '# bonus', other: '# bonuses' }) })}
              />
            </StyledTotals>
            <Table label={t`Bonuses`} columns={columns} rows={data.list} getRowId={(b) => String(b.id)} loading={query.isFetching && query.isPlaceholderData} />
            {data.totalPages > 1 && (
              <Pagination
                page={page}
                totalPages={data.totalPages}
                onChange={setPage}
                labels={{ navigation: t`Bonus pages`, previous: t`Previous page`, next: t`Next page`, page: (n) => t`Page ${n}` }}
              />
            )}
            <StyledNote>{t`Valid turnover is the stake of your settled bets; each bonus counts the bets settled after it was credited. The turnover of every bonus is also added to what you must play before withdrawing.`}</StyledNote>
          </>
        )}
      </QueryState>
    </StyledPage>
  );
}
