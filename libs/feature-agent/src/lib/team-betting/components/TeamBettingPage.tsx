import { useLingui } from '@lingui/react/macro';
import { BET_STATUSES, GAME_CATEGORIES, PLATFORM_TIME_ZONE, endpoints, type GameCategory, type TeamBet } from '@portal/api-contract';
import { usePlatformClient } from '@portal/data-access';
import {
  RECORDS_ALL,
  RecordsPage,
  selectedValue,
  type RecordsColumn,
  type RecordsQuery,
  type RecordsSelectFilter,
  type RecordsTextFilter,
} from '@portal/page-kit';
import { GAME_CATEGORY_LABELS } from '@portal/i18n';
import { Money, useMoneyFormat } from '@portal/ui-kit';
import { useCallback, useMemo } from 'react';
import { AgentSection } from '../../shared/components/AgentSection';
import { useFormatters } from '../../shared/hooks/useFormatters';
import { recordsPeriod } from '../../shared/utils/recordsPeriod';

type Filter = 'member' | 'subTeams' | 'category' | 'status';
interface TeamBetTotals {
  count: number;
  stake: number;
  payout: number;
  winLoss: number;
}

const WITH_SUB_TEAMS = 'with';
const isGameCategory = (value: string): value is GameCategory => (GAME_CATEGORIES as readonly string[]).includes(value);
const csvMoney = (value: number | null, decimals: number) => (value === null ? '' : value.toFixed(decimals));

/**
 * Bets of the downline on the records scaffold: member (its sub-teams or not), category, status and
 * platform days, kept in the address under `tbets.`; totals over every matching bet; CSV of every
 * filtered bet (docs/product/agent-centre.md).
 */
export function TeamBettingPage() {
  const { t, i18n } = useLingui();
  const client = usePlatformClient();
  const { dateTime } = useFormatters();
  const { decimals } = useMoneyFormat();
  // A category the portal does not know (a newer platform's) reads as its code.
  const categoryLabel = useCallback((category: string) => (isGameCategory(category) ? i18n._(GAME_CATEGORY_LABELS[category]) : category), [i18n]);
  const statusLabel = useMemo<Record<TeamBet['status'], string>>(() => ({ pending: t`Pending`, settled: t`Settled`, cancelled: t`Cancelled` }), [t]);
  const texts = useMemo((): RecordsTextFilter<Filter>[] => [{ id: 'member', label: t`Member` }], [t]);
  const selects = useMemo(
    (): RecordsSelectFilter<Filter>[] => [
      {
        id: 'subTeams',
        label: t`Sub-teams`,
        defaultValue: WITH_SUB_TEAMS,
        options: [
          { value: WITH_SUB_TEAMS, label: t`Include sub-teams` },
          { value: 'without', label: t`First level only` },
        ],
      },
      {
        id: 'category',
        label: t`Category`,
        defaultValue: RECORDS_ALL,
        options: [{ value: RECORDS_ALL, label: t`All` }, ...GAME_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }))],
      },
      {
        id: 'status',
        label: t`Status`,
        defaultValue: RECORDS_ALL,
        options: [{ value: RECORDS_ALL, label: t`All` }, ...BET_STATUSES.map((value) => ({ value, label: statusLabel[value] }))],
      },
    ],
    [t, statusLabel, categoryLabel],
  );
  const columns = useMemo(
    (): RecordsColumn<TeamBet, TeamBetTotals>[] => [
      {
        id: 'time',
        card: 'subtitle',
        header: t`Time`,
        cell: (b) => dateTime(b.createdAt),
        csv: (b) => new Date(b.createdAt).toISOString(),
        total: () => t`Total`,
      },
      { id: 'member', card: 'title', header: t`Member`, cell: (b) => b.username, csv: (b) => b.username },
      { id: 'game', card: 'key', header: t`Game`, cell: (b) => b.gameName, csv: (b) => b.gameName },
      // The category in words; the CSV keeps the platform's code, stable for a spreadsheet.
      { id: 'category', card: 'detail', header: t`Category`, cell: (b) => categoryLabel(b.category), csv: (b) => b.category },
      {
        id: 'stake',
        card: 'key',
        header: t`Stake`,
        kind: 'money',
        cell: (b) => <Money value={b.stake} />,
        csv: (b) => csvMoney(b.stake, decimals),
        total: (totals) => <Money value={totals.stake} />,
      },
      {
        id: 'payout',
        card: 'detail',
        header: t`Payout`,
        kind: 'money',
        cell: (b) => (b.payout === null ? '—' : <Money value={b.payout} />),
        csv: (b) => csvMoney(b.payout, decimals),
        total: (totals) => <Money value={totals.payout} />,
      },
      {
        id: 'winLoss',
        card: 'key',
        header: t`Win/loss`,
        kind: 'money',
        cell: (b) => <Money value={b.winLoss} signed />,
        csv: (b) => csvMoney(b.winLoss, decimals),
        total: (totals) => <Money value={totals.winLoss} signed />,
      },
      { id: 'status', card: 'detail', header: t`Status`, cell: (b) => statusLabel[b.status], csv: (b) => statusLabel[b.status] },
    ],
    [t, dateTime, decimals, statusLabel, categoryLabel],
  );
  const query = useCallback<RecordsQuery<TeamBet, Filter, TeamBetTotals>>(
    (filters, page, { pageSize }) =>
      client.call(endpoints.teamBets, {
        ...recordsPeriod(filters),
        username: filters.select.member || undefined,
        includeSubTeams: filters.select.subTeams === WITH_SUB_TEAMS,
        category: selectedValue(filters.select.category, GAME_CATEGORIES),
        status: selectedValue(filters.select.status, BET_STATUSES),
        pageNo: page,
        pageSize,
      }),
    [client],
  );
  return (
    <AgentSection title={t`Team betting`} titlesPage>
      <RecordsPage<TeamBet, Filter, TeamBetTotals>
        id="tbets"
        label={t`Team bets`}
        columns={columns}
        getRowId={(b) => String(b.id)}
        query={query}
        texts={texts}
        selects={selects}
        defaultPreset="today"
        timeZone={PLATFORM_TIME_ZONE}
        exportPageSize={500}
        csvName="team-bets"
        errorTitle={t`This could not be loaded`}
        emptyTitle={t`No bets in this period`}
      />
    </AgentSection>
  );
}
