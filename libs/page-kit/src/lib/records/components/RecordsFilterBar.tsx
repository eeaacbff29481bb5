import { useLingui } from '@lingui/react/macro';
import { readViewport, type DateRangeValue } from '@portal/ui-kit';
import { lazyComponent } from '@portal/ui-kit/lazy';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import type { DatePreset } from '../constants/DATE_PRESETS';
import type { RecordsFilters, RecordsSelectFilter, RecordsTextFilter } from '../hooks/useRecordsUrlState';
import { FilterSheet } from './FilterSheet';
import type { RecordsFilterFieldsProps } from './RecordsFilterFields';

const StyledFilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
`;

export interface RecordsFilterBarProps<TKey extends string> {
  filters: RecordsFilters<TKey>;
  selects: readonly RecordsSelectFilter<TKey>[];
  texts?: readonly RecordsTextFilter<TKey>[];
  maxDays: number;
  onPreset: (preset: DatePreset) => void;
  onRange: (range: DateRangeValue) => void;
  onSelect: (id: TKey, value: string) => void;
  /** Extra actions at the end of the bar (the CSV export). */
  actions?: ReactNode;
  /** The preset the page opens on: another one counts as a filter set (the phone's filter button). */
  defaultPreset?: DatePreset;
}

const LazyFields = lazyComponent(() => import('./RecordsFilterFields'), 'default');
const loadFields = () => void LazyFields.preload();
// Beside a phone the fields are on the page from its first frame: their code is asked for as soon
// as the page's is in, and the page waits for it (no field popping in). On a phone they load when
// the filter sheet is about to open (docs/product/performance.md "Filters load with their sheet").
if (readViewport() !== 'phone') loadFields();
/** The fields, generic as the bar (a lazy component keeps only the props of its first type argument). */
const RecordsFilterFields = LazyFields as unknown as <TKey extends string>(props: RecordsFilterFieldsProps<TKey>) => ReactElement;

/** An ISO day (`2026-11-21`) as a date of the player's language. */
const dayOf = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, day ?? 1);
};

/** The filter bar of a records page: date presets, the date range, the page's select filters. */
export function RecordsFilterBar<TKey extends string>({
  filters,
  selects,
  texts = [],
  maxDays,
  onPreset,
  onRange,
  onSelect,
  actions,
  defaultPreset,
}: RecordsFilterBarProps<TKey>) {
  const { t, i18n } = useLingui();
  const presetLabels: Record<DatePreset, string> = {
    today: t`Today`,
    yesterday: t`Yesterday`,
    last7Days: t`Last 7 days`,
    last30Days: t`Last 30 days`,
    custom: t`Custom`,
  };
  const setSelects = selects.filter((filter) => filters.select[filter.id] !== filter.defaultValue);
  const setTexts = texts.filter((filter) => filters.select[filter.id]);
  const period =
    filters.preset === 'custom'
      ? `${i18n.date(dayOf(filters.range.start), { dateStyle: 'short' })} – ${i18n.date(dayOf(filters.range.end), { dateStyle: 'short' })}`
      : presetLabels[filters.preset];
  const summary = [
    period,
    ...setSelects.map((filter) => filter.options.find((option) => option.value === filters.select[filter.id])?.label ?? filters.select[filter.id]),
    ...setTexts.map((filter) => `${filter.label}: ${filters.select[filter.id]}`),
  ].join(' · ');
  const active = setSelects.length + setTexts.length + (defaultPreset !== undefined && filters.preset !== defaultPreset ? 1 : 0);
  return (
    <StyledFilterBar>
      <FilterSheet summary={summary} active={active} actions={actions} onIntent={loadFields}>
        <RecordsFilterFields
          filters={filters}
          selects={selects}
          texts={texts}
          maxDays={maxDays}
          presetLabels={presetLabels}
          onPreset={onPreset}
          onRange={onRange}
          onSelect={onSelect}
        />
      </FilterSheet>
    </StyledFilterBar>
  );
}
