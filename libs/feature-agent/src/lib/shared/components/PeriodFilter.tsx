import { useLingui } from '@lingui/react/macro';
import { DateRangePicker, Select } from '@portal/ui-kit';
import styled from 'styled-components';
import type { usePeriod } from '../hooks/usePeriod';
import { PERIOD_PRESETS, type PeriodPreset } from '../utils/periodRange';

export interface PeriodFilterProps {
  period: ReturnType<typeof usePeriod>;
}

const StyledPeriodFilter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** Period presets (today, yesterday, this week, this month) and a custom range of at most 93 days. */
export function PeriodFilter({ period }: PeriodFilterProps) {
  const { t, i18n } = useLingui();
  const labels: Record<PeriodPreset, string> = {
    today: t`Today`,
    yesterday: t`Yesterday`,
    thisWeek: t`This week`,
    thisMonth: t`This month`,
    custom: t`Custom`,
  };
  return (
    <StyledPeriodFilter>
      <Select
        label={t`Period`}
        value={period.preset}
        onChange={(value) => period.setPreset(value)}
        options={PERIOD_PRESETS.map((value) => ({ value, label: labels[value] }))}
      />
      {period.preset === 'custom' && (
        <DateRangePicker
          label={t`Dates`}
          value={period.custom}
          onChange={period.setCustom}
          locale={i18n.locale}
          maxDays={93}
          maxDaysError={t`Choose at most 93 days.`}
          openCalendarLabel={t`Open calendar`}
          previousMonthLabel={t`Previous month`}
          nextMonthLabel={t`Next month`}
        />
      )}
    </StyledPeriodFilter>
  );
}
