import { useLingui } from '@lingui/react/macro';
import { BET_OUTCOMES, GAME_CATEGORIES, PLATFORM_TIME_ZONE, endpoints, type BetRecord } from '@portal/api-contract';
import { useGameVendors, usePlatformClient } from '@portal/data-access';
import { RECORDS_ALL, RecordsPage, dateRangeToTimestamps, selectedValue, useRecordsParam, type RecordsQuery, type RecordsSelectFilter } from '@portal/page-kit';
import { Modal } from '@portal/ui-kit';
import { GAME_CATEGORY_LABELS } from '@portal/i18n';
import { useCallback, useMemo, useState } from 'react';
import { BET_OUTCOME_LABELS } from '../constants/BET_OUTCOME_LABELS';
import { BETS_RECORDS_ID } from '../constants/BETS_RECORDS_ID';
import { useBetColumns, type BetTotals } from '../hooks/useBetColumns';
import { BetDetail } from './BetDetail';

type BetFilter = 'category' | 'vendor' | 'status';

/**
 * Betting record (`personalHistoryCopy`) on the records scaffold: date presets or a custom range
 * (≤ 90 platform days), game category, vendor (of the category) and status; time, game, vendor,
 * bet id, stake, valid turnover, payout and win/loss with the filter's totals; a row opens the bet;
 * CSV of every filtered row. Filters live in the address under `bets.` (docs/product/member-centre.md).
 */
export function BettingRecordPage() {
  const { t, i18n } = useLingui();
  const client = usePlatformClient();
  const columns = useBetColumns();
  const [detail, setDetail] = useState<BetRecord | null>(null);
  const category = selectedValue(useRecordsParam(BETS_RECORDS_ID, 'category'), GAME_CATEGORIES);
  const vendors = useGameVendors(category ?? 'RNG');

  const selects = useMemo((): RecordsSelectFilter<BetFilter>[] => {
    const vendorOptions = category
      ? [...new Map((vendors.data ?? []).flatMap((menu) => menu.cards).map((card) => [card.vassalage, card.title])).entries()].map(([value, label]) => ({
          value,
          label,
        }))
      : [];
    return [
      {
        id: 'category',
        label: t`Game category`,
        defaultValue: RECORDS_ALL,
        options: [{ value: RECORDS_ALL, label: t`All categories` }, ...GAME_CATEGORIES.map((value) => ({ value, label: i18n._(GAME_CATEGORY_LABELS[value]) }))],
      },
      {
        id: 'vendor',
        label: t`Vendor`,
        defaultValue: RECORDS_ALL,
        dependsOn: 'category',
        disabled: !category,
        pending: Boolean(category) && !vendors.data,
        options: [{ value: RECORDS_ALL, label: t`All vendors` }, ...vendorOptions],
      },
      {
        id: 'status',
        label: t`Status`,
        defaultValue: RECORDS_ALL,
        options: [{ value: RECORDS_ALL, label: t`All statuses` }, ...BET_OUTCOMES.map((value) => ({ value, label: i18n._(BET_OUTCOME_LABELS[value]) }))],
      },
    ];
  }, [t, i18n, category, vendors.data]);

  const query = useCallback<RecordsQuery<BetRecord, BetFilter, BetTotals>>(
    (filters, page, { pageSize }) =>
      client.call(endpoints.betRecords, {
        ...dateRangeToTimestamps(filters.range, PLATFORM_TIME_ZONE),
        gameType: selectedValue(filters.select.category, GAME_CATEGORIES),
        vendor: filters.select.vendor === RECORDS_ALL ? undefined : filters.select.vendor,
        status: selectedValue(filters.select.status, BET_OUTCOMES),
        pageNo: page,
        pageSize,
      }),
    [client],
  );

  return (
    <>
      <RecordsPage<BetRecord, BetFilter, BetTotals>
        id={BETS_RECORDS_ID}
        label={t`Betting record`}
        columns={columns}
        getRowId={(bet) => String(bet.id)}
        query={query}
        selects={selects}
        timeZone={PLATFORM_TIME_ZONE}
        csvName="bets"
        errorTitle={t`Your bets could not be loaded`}
        emptyTitle={t`No bets in this period`}
        onRowClick={setDetail}
      />
      <Modal open={detail !== null} onClose={() => setDetail(null)} title={t`Bet ${detail?.betNo ?? ''}`} closeLabel={t`Close`}>
        {detail && <BetDetail bet={detail} />}
      </Modal>
    </>
  );
}
