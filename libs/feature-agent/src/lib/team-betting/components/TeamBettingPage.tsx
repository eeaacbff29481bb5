import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { endpoints, GAME_CATEGORIES, type GameCategory, type TeamBet } from '@portal/api-contract';
import { useEndpointQuery } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { Button, Input, Money, Select, Table, type TableColumn } from '@portal/ui-kit';
import { useMemo, useState, type FormEvent } from 'react';
import { AgentSection } from '../../shared/components/AgentSection';
import { FilterForm } from '../../shared/components/FilterForm';
import { Pager } from '../../shared/components/Pager';
import { PeriodFilter } from '../../shared/components/PeriodFilter';
import { useFormatters } from '../../shared/hooks/useFormatters';
import { usePeriod } from '../../shared/hooks/usePeriod';

type StatusFilter = 'all' | TeamBet['status'];
type SubTeams = 'with' | 'without';

/** Bets of the downline with filters and totals over every matching bet. */
export function TeamBettingPage() {
  const { t } = useLingui();
  const { dateTime } = useFormatters();
  const period = usePeriod('today');
  const [username, setUsername] = useState('');
  const [applied, setApplied] = useState('');
  const [subTeams, setSubTeams] = useState<SubTeams>('with');
  const [category, setCategory] = useState<GameCategory | 'all'>('all');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [pageNo, setPageNo] = useState(1);
  const query = useEndpointQuery(endpoints.teamBets, {
    ...period.range,
    username: applied || undefined,
    includeSubTeams: subTeams === 'with',
    category: category === 'all' ? undefined : category,
    status: status === 'all' ? undefined : status,
    pageNo,
    pageSize: 20,
  });
  const statusLabel = useMemo<Record<TeamBet['status'], string>>(() => ({ pending: t`Pending`, settled: t`Settled`, cancelled: t`Cancelled` }), [t]);
  const totals = query.data?.totals;
  const columns = useMemo<TableColumn<TeamBet>[]>(
    () => [
      { id: 'time', header: t`Time`, cell: (b) => dateTime(b.createdAt), footer: t`Total` },
      { id: 'member', header: t`Member`, cell: (b) => b.username },
      { id: 'game', header: t`Game`, cell: (b) => b.gameName },
      { id: 'category', header: t`Category`, cell: (b) => b.category },
      { id: 'stake', header: t`Stake`, kind: 'money', cell: (b) => <Money value={b.stake} />, footer: <Money value={totals?.stake ?? 0} /> },
      {
        id: 'payout',
        header: t`Payout`,
        kind: 'money',
        cell: (b) => (b.payout === null ? '—' : <Money value={b.payout} />),
        footer: <Money value={totals?.payout ?? 0} />,
      },
      {
        id: 'winLoss',
        header: t`Win/loss`,
        kind: 'money',
        cell: (b) => <Money value={b.winLoss} signed />,
        footer: <Money value={totals?.winLoss ?? 0} signed />,
      },
      { id: 'status', header: t`Status`, cell: (b) => statusLabel[b.status] },
    ],
    [t, dateTime, totals, statusLabel],
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    setApplied(username.trim());
    setPageNo(1);
  };
  return (
    <AgentSection title={t`Team betting`} toolbar={<PeriodFilter period={period} />}>
      <FilterForm onSubmit={search} aria-label={t`Filter the bets`}>
        <Input label={t`Member`} value={username} onChange={(e) => setUsername(e.target.value)} />
        <Select<SubTeams>
          label={t`Sub-teams`}
          value={subTeams}
          onChange={setSubTeams}
          options={[
            { value: 'with', label: t`Include sub-teams` },
            { value: 'without', label: t`First level only` },
          ]}
        />
        <Select<GameCategory | 'all'>
          label={t`Category`}
          value={category}
          onChange={setCategory}
          options={[{ value: 'all', label: t`All` }, ...GAME_CATEGORIES.map((value) => ({ value, label: value }))]}
        />
        <Select<StatusFilter>
          label={t`Status`}
          value={status}
          onChange={setStatus}
          options={[{ value: 'all', label: t`All` }, ...(['pending', 'settled', 'cancelled'] as const).map((value) => ({ value, label: statusLabel[value] }))]}
        />
        <Button type="submit">{t`Search`}</Button>
      </FilterForm>
      <QueryState query={query} errorTitle={t`This could not be loaded`} emptyTitle={t`No bets in this period`}>
        {(page) => (
          <>
            <p>{plural(page.totals.count, { one: '# bet', other: '# bets' })}</p>
            <Table label={t`Team bets`} columns={columns} rows={page.list} getRowId={(b) => String(b.id)} footer />
            <Pager page={pageNo} totalPages={page.totalPages} onChange={setPageNo} />
          </>
        )}
      </QueryState>
    </AgentSection>
  );
}
