import { useLingui } from '@lingui/react/macro';
import { Button, DateRangePicker, Input, Select, type DateRangeValue } from '@portal/ui-kit';
import styled from 'styled-components';
import { DATE_PRESETS, type DatePreset } from '../constants/DATE_PRESETS';
import type { RecordsFilters, RecordsSelectFilter, RecordsTextFilter } from '../hooks/useRecordsUrlState';

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

export interface RecordsFilterFieldsProps<TKey extends string> {
  filters: RecordsFilters<TKey>;
  selects: readonly RecordsSelectFilter<TKey>[];
  texts: readonly RecordsTextFilter<TKey>[];
  maxDays: number;
  presetLabels: Record<DatePreset, string>;
  onPreset: (preset: DatePreset) => void;
  onRange: (range: DateRangeValue) => void;
  onSelect: (id: TKey, value: string) => void;
}

/**
 * The fields of a records page's filter: the date presets, the date range, the text and select
 * filters. Their own chunk (the date picker and the select are most of a records page's script):
 * on a phone they load when the filter sheet opens (docs/product/performance.md "Filters load with their sheet").
 */
export default function RecordsFilterFields<TKey extends string>({
  filters,
  selects,
  texts,
  maxDays,
  presetLabels,
  onPreset,
  onRange,
  onSelect,
}: RecordsFilterFieldsProps<TKey>) {
  const { t, i18n } = useLingui();
  return (
    <>
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
    </>
  );
}
