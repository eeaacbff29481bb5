import { useLingui } from '@lingui/react/macro';
import { BET_OUTCOMES, GAME_CATEGORIES, endpoints, type BetRecord } from '@portal/api-contract';
import { useEndpointQuery, useGameVendors, usePlatformClient } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { Button, Modal, Pagination, Select, Table } from '@portal/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { RecordDateFilter } from '../../records/components/RecordDateFilter';
import { useRecordParams } from '../../records/hooks/useRecordParams';
import { rangeToTimes } from '../../records/utils/datePresets';
import { useExportAllPages } from '../../records/hooks/useExportAllPages';
import { readRecordDateRange } from '../../records/utils/readRecordDateRange';
import { BET_CATEGORY_LABELS } from '../constants/BET_CATEGORY_LABELS';
import { BET_OUTCOME_LABELS } from '../constants/BET_OUTCOME_LABELS';
import { useBetColumns } from '../hooks/useBetColumns';
import { betsCsv } from '../utils/betsCsv';
import { BetDetail } from './BetDetail';

const PAGE_SIZE = 20;
const ALL = 'all';

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;

const StyledFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: flex-end;

  & > div.field {
    width: 170px;
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.color.danger.text};
`;

/**
 * Betting record (`personalHistoryCopy`): date presets or a custom range (≤ 90 days), game
 * category, vendor and status; time, game, vendor, bet id, stake, valid turnover, payout and
 * win/loss with the filter's totals; a row opens the bet; CSV of every filtered row. Filters live
 * in the address (docs/product/member-centre.md).
 */
export function BettingRecordPage() {
  const { t, i18n } = useLingui();
  const client = usePlatformClient();
  const { values, set, page, setPage } = useRecordParams(['preset', 'from', 'to', 'category', 'vendor', 'status'] as const);
  const { preset, range } = readRecordDateRange(values);
  const category = GAME_CATEGORIES.find((c) => c === values.category);
  const status = (['pending', ...BET_OUTCOMES] as const).find((s) => s === values.status);
  const vendors = useGameVendors(category ?? 'RNG');
  const filter = { ...rangeToTimes(range), gameType: category, vendor: values.vendor || undefined, status };
  const bets = useEndpointQuery(endpoints.betRecords, { ...filter, pageNo: page, pageSize: PAGE_SIZE }, { placeholderData: (previous) => previous });
  const columns = useBetColumns(bets.data?.totals);
  const [detail, setDetail] = useState<BetRecord | null>(null);
  const { exporting, exportError, handleExport } = useExportAllPages(
    (pageNo) => client.call(endpoints.betRecords, { ...filter, pageNo, pageSize: 200 }),
    (rows: BetRecord[]) => betsCsv(rows, i18n),
    `bets-${range.start}-${range.end}.csv`,
  );

  return (
    <StyledPage>
      <StyledFilters>
        <RecordDateFilter
          preset={preset}
          range={range}
          onChange={(nextPreset, nextRange) =>
            set({ preset: nextPreset, from: nextPreset === 'custom' ? nextRange.start : '', to: nextPreset === 'custom' ? nextRange.end : '' })
          }
        />
        <div className="field">
          <Select
            label={t`Game category`}
            value={category ?? ALL}
            options={[{ value: ALL, label: t`All categories` }, ...GAME_CATEGORIES.map((value) => ({ value, label: i18n._(BET_CATEGORY_LABELS[value]) }))]}
            onChange={(value) => set({ category: value === ALL ? '' : value, vendor: '' })}
          />
        </div>
        <div className="field">
          <Select
            label={t`Vendor`}
            value={values.vendor || ALL}
            disabled={!category}
            options={[
              { value: ALL, label: t`All vendors` },
              ...(category
                ? [...new Map((vendors.data ?? []).flatMap((menu) => menu.cards).map((card) => [card.vassalage, card.title])).entries()].map(
                    ([value, label]) => ({ value, label }),
                  )
                : []),
            ]}
            onChange={(value) => set({ vendor: value === ALL ? '' : value })}
          />
        </div>
        <div className="field">
          <Select
            label={t`Status`}
            value={status ?? ALL}
            options={[{ value: ALL, label: t`All statuses` }, ...BET_OUTCOMES.map((value) => ({ value, label: i18n._(BET_OUTCOME_LABELS[value]) }))]}
            onChange={(value) => set({ status: value === ALL ? '' : value })}
          />
        </div>
        <Button variant="secondary" loading={exporting} disabled={!bets.data || bets.data.total === 0} onClick={() => void handleExport()}>
          {t`Export CSV`}
        </Button>
      </StyledFilters>
      {exportError && <StyledError role="alert">{exportError}</StyledError>}
      <QueryState query={bets} errorTitle={t`Your bets could not be loaded`} emptyTitle={t`No bets in this period`}>
        {(data) => (
          <>
            <Table
              label={t`Betting record`}
              columns={columns}
              rows={data.list}
              getRowId={(b) => String(b.id)}
              onRowClick={setDetail}
              footer
              loading={bets.isFetching && bets.isPlaceholderData}
            />
            {data.totalPages > 1 && (
              <Pagination
                page={page}
                totalPages={data.totalPages}
                onChange={setPage}
                labels={{ navigation: t`Betting record pages`, previous: t`Previous page`, next: t`Next page`, page: (n) => t`Page ${n}` }}
              />
            )}
          </>
        )}
      </QueryState>
      <Modal open={detail !== null} onClose={() => setDetail(null)} title={t`Bet ${detail?.betNo ?? ''}`} closeLabel={t`Close`}>
        {detail && <BetDetail bet={detail} />}
      </Modal>
    </StyledPage>
  );
}
