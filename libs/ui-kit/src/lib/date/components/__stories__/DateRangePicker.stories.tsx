import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { Input } from '../../../input/components/Input';
import { DateRangePicker, type DateRangePickerProps, type DateRangeValue } from '../DateRangePicker';

const labels = { openCalendarLabel: 'Open calendar', previousMonthLabel: 'Previous month', nextMonthLabel: 'Next month' };

function ControlledPicker(props: Partial<DateRangePickerProps>) {
  const [value, setValue] = useState<DateRangeValue | null>(props.value === undefined ? { start: '2026-11-01', end: '2026-11-07' } : props.value);
  return <DateRangePicker label="Period" locale="en-US" {...labels} {...props} value={value} onChange={setValue} />;
}

const meta: Meta<typeof DateRangePicker> = {
  title: 'UI/Date/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Period', locale: 'pt-BR', maxDays: 31, maxDaysError: 'Choose at most 31 days', minValue: '2026-01-01', maxValue: '2026-12-31', ...labels },
  argTypes: { locale: { control: 'select', options: ['pt-BR', 'en-US', 'zh-CN', 'id-ID', 'th-TH', 'vi-VN'] } },
  render: (args) => <ControlledPicker {...args} />,
  decorators: [
    (Story, context) =>
      context.name === 'Catalog' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 360, minHeight: 420 }}>
          <Story />
        </div>
      ),
  ],
};

export default meta;
type Story = StoryObj<typeof DateRangePicker>;

export const Playground: Story = {};

export const ThaiBuddhistYears: Story = {
  args: { locale: 'th-TH', label: 'ช่วงวันที่' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'ช่วงวันที่' });
    await expect(within(group).getAllByRole('spinbutton')[2]).toHaveTextContent('2569');
  },
};

export const CalendarByKeyboard: Story = {
  args: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /Open calendar/ }).focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('November 2026');
    await userEvent.keyboard('{Escape}');
  },
};

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 360px));
  gap: ${({ theme }) => theme.spacing(6)};
  align-items: start;
`;

export const Catalog: Story = {
  render: () => (
    <StyledGrid>
      <ControlledPicker label="Português (pt-BR)" locale="pt-BR" />
      <ControlledPicker label="English (en-US)" locale="en-US" />
      <ControlledPicker label="中文 (zh-CN)" locale="zh-CN" />
      <ControlledPicker label="Bahasa Indonesia (id-ID)" locale="id-ID" />
      <ControlledPicker label="ไทย (th-TH), Buddhist years" locale="th-TH" />
      <ControlledPicker label="Tiếng Việt (vi-VN)" locale="vi-VN" />
      <ControlledPicker label="Empty, required" required value={null} />
      <ControlledPicker label="Error from the caller" error="The end date is after today" />
      <ControlledPicker label="Disabled" disabled />
      <Input label="Input beside it, same height" placeholder="Order number" />
    </StyledGrid>
  ),
};
