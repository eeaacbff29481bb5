import { GregorianCalendar, parseDate, toCalendar, type CalendarDate, type DateValue } from '@internationalized/date';
import { useState } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  RangeCalendar,
  type RangeValue,
} from 'react-aria-components';
import styled from 'styled-components';
import {
  fieldControlStyles,
  StyledField,
  StyledFieldIconButton,
  StyledFieldLabel,
  StyledFieldMessage,
  StyledFieldPopover,
  StyledFieldRequiredMark,
} from '../../input/internal/fieldStyles';
import { CalendarIcon } from '../internal/CalendarIcon';
import { MonthChevron } from '../internal/MonthChevron';
import { dateRangeDays } from '../utils/dateRangeDays';
import { resolveCalendarLocale } from '../utils/resolveCalendarLocale';

/** A date range as ISO calendar dates (`yyyy-mm-dd`, Gregorian), both ends included. */
export interface DateRangeValue {
  start: string;
  end: string;
}

export interface DateRangePickerProps {
  label: string;
  hideLabel?: boolean;
  value: DateRangeValue | null;
  /** Called with a complete, valid range (or `null` when cleared); never with a range over `maxDays`. */
  onChange: (value: DateRangeValue | null) => void;
  /** ISO `yyyy-mm-dd`, earliest selectable day. */
  minValue?: string;
  /** ISO `yyyy-mm-dd`, latest selectable day. */
  maxValue?: string;
  /** BCP 47 locale of the page (`pt-BR`, `th-TH`…): order of the segments, month names, first day of the week, Thai years. */
  locale: string;
  /** Error message from the caller: marks the field invalid and describes it. */
  error?: string;
  /** Longest range in days (both ends included). A longer choice is not passed to `onChange`. */
  maxDays?: number;
  /** Shown (unless `error` is set) while the chosen range is longer than `maxDays`. */
  maxDaysError?: string;
  required?: boolean;
  disabled?: boolean;
  /** Accessible names of the calendar button and the month arrows. */
  openCalendarLabel: string;
  previousMonthLabel: string;
  nextMonthLabel: string;
  className?: string;
}

const gregorian = new GregorianCalendar();
const toIso = (date: DateValue) => toCalendar(date, gregorian).toString().slice(0, 10);
const rangeKey = (value: DateRangeValue | null) => (value ? `${value.start}/${value.end}` : '');
const toRange = (value: DateRangeValue | null): RangeValue<CalendarDate> | null =>
  value ? { start: parseDate(value.start), end: parseDate(value.end) } : null;

const StyledDateGroup = styled(Group)`
  ${fieldControlStyles};
  padding-right: ${({ theme }) => theme.spacing(1)};
`;

const StyledDateInput = styled(DateInput)`
  display: flex;
  align-items: center;
  font-variant-numeric: tabular-nums;
`;

const StyledDateSegment = styled(DateSegment)`
  /* 24px targets (WCAG 2.5.8): a one-digit day is narrower than that. */
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 24px;
  padding: ${({ theme }) => theme.spacing(0, 0.25)};

  &:not([data-type='literal']) {
    min-width: 24px;
  }

  border-radius: ${({ theme }) => theme.radius.sm};
  outline: none;
  caret-color: transparent;

  &[data-placeholder] {
    color: ${({ theme }) => theme.component.input.placeholder};
  }

  &[data-type='literal'] {
    color: ${({ theme }) => theme.color.text.tertiary};
  }

  &[data-focused] {
    background: ${({ theme }) => theme.color.accent.base};
    color: ${({ theme }) => theme.color.accent.contrast};
  }
`;

const StyledRangeDash = styled.span`
  padding: ${({ theme }) => theme.spacing(0, 2)};
  color: ${({ theme }) => theme.color.text.tertiary};
`;

const StyledCalendarButton = styled(Button)`
  ${StyledFieldIconButton};
  width: ${({ theme }) => theme.spacing(8)};
  height: ${({ theme }) => theme.spacing(8)};
  margin-left: auto;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
    color: ${({ theme }) => theme.color.text.primary};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
`;

const StyledCalendarDialog = styled(Dialog)`
  padding: ${({ theme }) => theme.spacing(3)};
  outline: none;
`;

const StyledCalendarHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(2)};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledMonthButton = styled(Button)`
  ${StyledFieldIconButton};
  width: ${({ theme }) => theme.spacing(8)};
  height: ${({ theme }) => theme.spacing(8)};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;

  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
  }
  &[data-disabled] {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const StyledCalendarGrid = styled(CalendarGrid)`
  border-collapse: collapse;

  th {
    padding-bottom: ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.color.text.tertiary};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  td {
    padding: 0;
  }
`;

const StyledCalendarCell = styled(CalendarCell)`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.spacing(9)};
  height: ${({ theme }) => theme.spacing(9)};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;

  &[data-outside-month] {
    display: none;
  }

  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }

  &[data-selected] {
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.text.primary};
  }

  &[data-selection-start],
  &[data-selection-end] {
    background: ${({ theme }) => theme.color.accent.base};
    color: ${({ theme }) => theme.color.accent.contrast};
  }

  &[data-selection-start] {
    border-top-left-radius: ${({ theme }) => theme.radius.md};
    border-bottom-left-radius: ${({ theme }) => theme.radius.md};
  }

  &[data-selection-end] {
    border-top-right-radius: ${({ theme }) => theme.radius.md};
    border-bottom-right-radius: ${({ theme }) => theme.radius.md};
  }

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.color.border.focus};
    border-radius: ${({ theme }) => theme.radius.md};
  }

  &[data-disabled],
  &[data-unavailable] {
    color: ${({ theme }) => theme.color.text.disabled};
    cursor: not-allowed;
    text-decoration: line-through;
  }
`;

/**
 * A from–to date field with a range calendar (react-aria): type the dates segment by segment
 * or pick them in the calendar, all by keyboard. Shows the page's calendar (Buddhist years in
 * Thai) while values stay Gregorian ISO dates.
 */
export function DateRangePicker({
  label,
  hideLabel = false,
  value,
  onChange,
  minValue,
  maxValue,
  locale,
  error,
  maxDays,
  maxDaysError,
  required = false,
  disabled = false,
  openCalendarLabel,
  previousMonthLabel,
  nextMonthLabel,
  className,
}: DateRangePickerProps) {
  // A range longer than maxDays stays on screen (so it can be corrected) but is not passed on.
  const [draft, setDraft] = useState<{ for: string; range: RangeValue<CalendarDate> | null } | null>(null);
  const shown = draft && draft.for === rangeKey(value) ? draft.range : toRange(value);
  const tooLong = Boolean(maxDays && shown && dateRangeDays({ start: shown.start.toString(), end: shown.end.toString() }) > maxDays);
  const message = error || (tooLong ? maxDaysError : undefined);

  const handleChange = (range: RangeValue<DateValue> | null) => {
    const next = range ? { start: toIso(range.start), end: toIso(range.end) } : null;
    if (next && maxDays && dateRangeDays(next) > maxDays) {
      setDraft({ for: rangeKey(value), range: { start: parseDate(next.start), end: parseDate(next.end) } });
      return;
    }
    setDraft(null);
    onChange(next);
  };

  return (
    <I18nProvider locale={resolveCalendarLocale(locale)}>
      <StyledField className={className}>
        <AriaDateRangePicker
          value={shown}
          onChange={handleChange}
          minValue={minValue ? parseDate(minValue) : undefined}
          maxValue={maxValue ? parseDate(maxValue) : undefined}
          isInvalid={Boolean(message) || undefined}
          isRequired={required}
          isDisabled={disabled}
          style={{ display: 'contents' }}
        >
          <StyledFieldLabel $hidden={hideLabel}>
            {label}
            {required ? <StyledFieldRequiredMark aria-hidden>*</StyledFieldRequiredMark> : null}
          </StyledFieldLabel>
          <StyledDateGroup>
            <StyledDateInput slot="start">{(segment) => <StyledDateSegment segment={segment} />}</StyledDateInput>
            <StyledRangeDash aria-hidden="true">–</StyledRangeDash>
            <StyledDateInput slot="end">{(segment) => <StyledDateSegment segment={segment} />}</StyledDateInput>
            <StyledCalendarButton aria-label={openCalendarLabel}>
              <CalendarIcon />
            </StyledCalendarButton>
          </StyledDateGroup>
          {message ? (
            <StyledFieldMessage slot="errorMessage" $error>
              {message}
            </StyledFieldMessage>
          ) : null}
          <StyledFieldPopover placement="bottom start">
            <StyledCalendarDialog aria-label={label}>
              <RangeCalendar>
                <StyledCalendarHeader>
                  <StyledMonthButton slot="previous" aria-label={previousMonthLabel}>
                    <MonthChevron direction="previous" />
                  </StyledMonthButton>
                  <Heading />
                  <StyledMonthButton slot="next" aria-label={nextMonthLabel}>
                    <MonthChevron direction="next" />
                  </StyledMonthButton>
                </StyledCalendarHeader>
                <StyledCalendarGrid>{(date) => <StyledCalendarCell date={date} />}</StyledCalendarGrid>
              </RangeCalendar>
            </StyledCalendarDialog>
          </StyledFieldPopover>
        </AriaDateRangePicker>
      </StyledField>
    </I18nProvider>
  );
}
