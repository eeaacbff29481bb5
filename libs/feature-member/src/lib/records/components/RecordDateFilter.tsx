import { useLingui } from '@lingui/react/macro';
import { MAX_RECORD_RANGE_DAYS, platformDate } from '@portal/api-contract';
import { DateRangePicker, Select } from '@portal/ui-kit';
import styled from 'styled-components';
import { DATE_PRESETS, presetRange, type DatePreset, type DateRange } from '../utils/datePresets';

export interface RecordDateFilterProps {
  preset: DatePreset;
  range: DateRange;
  onChange: (preset: DatePreset, range: DateRange) => void;
}

const StyledDateFilter = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: flex-end;
`;

const StyledPreset = styled.div`
  width: 180px;
`;

/** Date presets (today, yesterday, 7 days, 30 days) and a custom range of at most 90 days. */
export function RecordDateFilter({ preset, range, onChange }: RecordDateFilterProps) {
  const { t, i18n } = useLingui();
  const labels: Record<DatePreset, string> = {
    today: t`Today`,
    yesterday: t`Yesterday`,
    last7: t`Last 7 days`,
    last30: t`Last 30 days`,
    custom: t`Custom range`,
  };
  return (
    <StyledDateFilter>
      <StyledPreset>
        <Select
          label={t`Date`}
          value={preset}
          options={DATE_PRESETS.map((value) => ({ value, label: labels[value] }))}
          onChange={(value) => onChange(value, value === 'custom' ? range : presetRange(value))}
        />
      </StyledPreset>
      {preset === 'custom' && (
        <DateRangePicker
          label={t`From – to`}
          value={range}
          maxValue={platformDate(Date.now())}
          locale={i18n.locale}
          maxDays={MAX_RECORD_RANGE_DAYS}
          maxDaysError={t`Choose at most ${MAX_RECORD_RANGE_DAYS} days`}
          openCalendarLabel={t`Open calendar`}
          previousMonthLabel={t`Previous month`}
          nextMonthLabel={t`Next month`}
          onChange={(value) => value && onChange('custom', value)}
        />
      )}
    </StyledDateFilter>
  );
}
