import { useLingui } from '@lingui/react/macro';
import { Button, DateRangePicker, Input, Select, type DateRangeValue } from '@portal/ui-kit';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { DATE_PRESETS, type DatePreset } from '../constants/DATE_PRESETS';
import type { RecordsFilters, RecordsSelectFilter, RecordsTextFilter } from '../hooks/useRecordsUrlState';
import { FilterSheet } from './FilterSheet';

const StyledFilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** One filter of the bar: fields share a row on wide screens instead of each taking the whole width. */
const StyledField = styled.div<{ $wide?: boolean }>`
  flex: ${({ $wide }) => ($wide ? '1 1 280px' : '1 1 180px')};
  max-width: ${({ $wide }) => ($wide ? '360px' : '240px')};
  min-width: 0;

  ${({ theme }) => theme.media.phone} {
    flex-basis: auto;
    max-width: none;
  }
`;

const StyledPresets = styled.div`
  flex-basis: 100%;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
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
      <FilterSheet summary={summary} active={active} actions={actions}>
        <StyledPresets role="group" aria-label={t`Period`}>
          {DATE_PRESETS.map((preset) => (
            <Button
              key={preset}
              size="sm"
              variant={filters.preset === preset ? 'primary' : 'secondary'}
              aria-pressed={filters.preset === preset}
              onClick={() => (preset === 'custom' ? onRange(filters.range) : onPreset(preset))}
            >
              {presetLabels[preset]}
            </Button>
          ))}
        </StyledPresets>
        <StyledField $wide>
          <DateRangePicker
            label={t`Dates`}
            value={filters.range}
            onChange={(range) => {
              if (range) onRange(range);
            }}
            locale={i18n.locale}
            maxDays={maxDays}
            maxDaysError={t`Choose at most ${maxDays} days`}
            openCalendarLabel={t`Open calendar`}
            previousMonthLabel={t`Previous month`}
            nextMonthLabel={t`Next month`}
          />
        </StyledField>
        {texts.map((filter) => (
          // Keyed by the applied value: back/forward in the history shows that value again.
          <StyledField key={`${filter.id}:${filters.select[filter.id]}`}>
            <Input
              type="search"
              label={filter.label}
              defaultValue={filters.select[filter.id]}
              onKeyDown={(event) => {
                if (event.key === 'Enter') onSelect(filter.id, event.currentTarget.value.trim());
              }}
              onBlur={(event) => {
                const value = event.currentTarget.value.trim();
                if (value !== filters.select[filter.id]) onSelect(filter.id, value);
              }}
            />
          </StyledField>
        ))}
        {selects.map((filter) => (
          <StyledField key={filter.id}>
            <Select<string>
              label={filter.label}
              value={filters.select[filter.id]}
              options={filter.options}
              disabled={filter.disabled}
              onChange={(value) => onSelect(filter.id, value)}
            />
          </StyledField>
        ))}
      </FilterSheet>
    </StyledFilterBar>
  );
}
