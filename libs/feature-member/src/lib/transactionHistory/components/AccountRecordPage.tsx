import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { LEDGER_CATEGORIES, endpoints, type Transaction } from '@portal/api-contract';
import { useEndpointQuery, usePlatformClient } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { Button, Money, Pagination, Select, StatCard, Table } from '@portal/ui-kit';
import styled from 'styled-components';
import { RecordDateFilter } from '../../records/components/RecordDateFilter';
import { useRecordParams } from '../../records/hooks/useRecordParams';
import { rangeToTimes } from '../../records/utils/datePresets';
import { useExportAllPages } from '../../records/hooks/useExportAllPages';
import { readRecordDateRange } from '../../records/utils/readRecordDateRange';
import { LEDGER_CATEGORY_LABELS } from '../constants/LEDGER_CATEGORY_LABELS';
import { useTransactionColumns } from '../hooks/useTransactionColumns';
import { transactionsCsv } from '../utils/transactionsCsv';

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
    width: 200px;
  }
`;

const StyledTotals = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.color.danger.text};
`;

/**
 * Account record (`transactionHistory`): every ledger movement with a type filter and a date range,
 * signed coloured amounts and the balance after; credits, debits and net of the filter; CSV of
 * every filtered row. Filters live in the address (docs/product/member-centre.md).
 */
export function AccountRecordPage() {
  const { t, i18n } = useLingui();
  const client = usePlatformClient();
  const { values, set, page, setPage } = useRecordParams(['preset', 'from', 'to', 'type'] as const);
  const { preset, range } = readRecordDateRange(values);
  const category = LEDGER_CATEGORIES.find((c) => c === values.type);
  const filter = { ...rangeToTimes(range), category };
  const ledger = useEndpointQuery(endpoints.transactionDetail, { ...filter, pageNo: page, pageSize: PAGE_SIZE }, { placeholderData: (previous) => previous });
  const columns = useTransactionColumns(ledger.data?.totals);
  const { exporting, exportError, handleExport } = useExportAllPages(
    (pageNo) => client.call(endpoints.transactionDetail, { ...filter, pageNo, pageSize: 200 }),
    (rows: Transaction[]) => transactionsCsv(rows, i18n),
    `account-${range.start}-${range.end}.csv`,
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
            label={t`Type`}
            value={category ?? ALL}
            options={[{ value: ALL, label: t`All types` }, ...LEDGER_CATEGORIES.map((value) => ({ value, label: i18n._(LEDGER_CATEGORY_LABELS[value]) }))]}
            onChange={(value) => set({ type: value === ALL ? '' : value })}
          />
        </div>
        <Button variant="secondary" loading={exporting} disabled={!ledger.data || ledger.data.total === 0} onClick={() => void handleExport()}>
          {t`Export CSV`}
        </Button>
      </StyledFilters>
      {exportError && <StyledError role="alert">{exportError}</StyledError>}
      <QueryState query={ledger} errorTitle={t`Your account record could not be loaded`} emptyTitle={t`No movements in this period`}>
        {(data) => (
          <>
            <StyledTotals>
              <StatCard label={t`Money in`} value={<Money value={data.totals.credit} signed />} />
              <StatCard label={t`Money out`} value={<Money value={data.totals.debit} signed />} />
              <StatCard
                label={t`Net`}
                value={<Money value={data.totals.net} signed />}
                hint={t({ message: plural(data.totals.count, { one: '# movement', other: '# movements' }) })}
              />
            </StyledTotals>
            <Table
              label={t`Account record`}
              columns={columns}
              rows={data.list}
              getRowId={(x) => String(x.id)}
              footer
              loading={ledger.isFetching && ledger.isPlaceholderData}
            />
            {data.totalPages > 1 && (
              <Pagination
                page={page}
                totalPages={data.totalPages}
                onChange={setPage}
                labels={{ navigation: t`Account record pages`, previous: t`Previous page`, next: t`Next page`, page: (n) => t`Page ${n}` }}
              />
            )}
          </>
        )}
      </QueryState>
    </StyledPage>
  );
}
