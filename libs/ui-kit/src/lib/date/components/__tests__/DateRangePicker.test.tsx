import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../../../testing';
import { DateRangePicker, type DateRangePickerProps, type DateRangeValue } from '../DateRangePicker';

function Picker({ onChange, ...props }: Partial<DateRangePickerProps>) {
  const [value, setValue] = useState<DateRangeValue | null>({ start: '2026-11-01', end: '2026-11-07' });
  return (
    <DateRangePicker
      label="Period"
      locale="en-US"
      openCalendarLabel="Open calendar"
      previousMonthLabel="Previous month"
      nextMonthLabel="Next month"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      {...props}
    />
  );
}

const segmentTexts = (group: HTMLElement) =>
  within(group)
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent);

describe('DateRangePicker', () => {
  it('shows Buddhist Era years in Thai while the value stays Gregorian', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Picker locale="th-TH" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Period' });
    expect(segmentTexts(group)).toEqual(['1', '11', '2569', '7', '11', '2569']);
    const [startDay] = within(group).getAllByRole('spinbutton');
    await userEvent.click(startDay);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-02', end: '2026-11-07' });
  });

  it('orders the segments for the locale (pt-BR day/month/year, zh-CN year/month/day)', () => {
    const { unmount } = renderWithTheme(<Picker locale="pt-BR" />);
    expect(segmentTexts(screen.getByRole('group', { name: 'Period' })).slice(0, 3)).toEqual(['01', '11', '2026']);
    unmount();
    renderWithTheme(<Picker locale="zh-CN" />);
    expect(segmentTexts(screen.getByRole('group', { name: 'Period' })).slice(0, 3)).toEqual(['2026', '11', '1']);
  });

  it('changes the end date from the keyboard', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Picker onChange={onChange} />);
    const segments = within(screen.getByRole('group', { name: 'Period' })).getAllByRole('spinbutton');
    // en-US: month, day, year; the end day is the fifth segment.
    await userEvent.click(segments[4]);
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-01', end: '2026-11-06' });
  });

  it('refuses a range longer than maxDays and says why', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Picker onChange={onChange} maxDays={7} maxDaysError="Choose at most 7 days" />);
    const group = screen.getByRole('group', { name: 'Period' });
    const segments = within(group).getAllByRole('spinbutton');
    await userEvent.click(segments[4]);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Choose at most 7 days')).toBeInTheDocument();
    expect(segments[4]).toHaveTextContent('8');
    expect(segments[4]).toHaveAccessibleDescription(/Choose at most 7 days/);
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith({ start: '2026-11-01', end: '2026-11-07' });
    expect(screen.queryByText('Choose at most 7 days')).not.toBeInTheDocument();
  });

  it('opens the calendar with the button and picks a range with the keyboard', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Picker onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Open calendar/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('November 2026');
    // Focus starts on the range start (1 Nov): two days right, Enter anchors, a week down, Enter commits.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledTimes(1);
    const [range] = onChange.mock.calls[0];
    expect(range.start).toBe('2026-11-03');
    expect(range.end > range.start).toBe(true);
  });
});
