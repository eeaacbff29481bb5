import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Chart } from '../Chart';

const data = [
  { date: '11-17', deposits: 1200, withdrawals: 300, profit: 420 },
  { date: '11-18', deposits: 800, withdrawals: 950, profit: -150 },
  { date: '11-19', deposits: 1650, withdrawals: 400, profit: 610 },
  { date: '11-20', deposits: 900, withdrawals: 700, profit: 120 },
  { date: '11-21', deposits: 2100, withdrawals: 1200, profit: 880 },
  { date: '11-22', deposits: 1500, withdrawals: 500, profit: 530 },
  { date: '11-23', deposits: 1300, withdrawals: 1100, profit: 90 },
];

const money = (value: number) => `R$ ${value.toLocaleString('pt-BR')}`;

const meta: Meta<typeof Chart> = {
  title: 'UI/Chart/Chart',
  component: Chart,
  args: {
    label: 'Deposits and withdrawals, last 7 days',
    kind: 'bar',
    data,
    xKey: 'date',
    xLabel: 'Day',
    series: [
      { key: 'deposits', label: 'Deposits' },
      { key: 'withdrawals', label: 'Withdrawals' },
    ],
    height: 280,
    formatValue: money,
  },
  argTypes: { kind: { control: 'inline-radio', options: ['line', 'bar'] }, data: { control: false }, series: { control: false } },
};

export default meta;
type Story = StoryObj<typeof Chart>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Deposits and withdrawals, last 7 days' })).toBeInTheDocument();
    // recharts arrives in its own chunk: the drawing replaces the skeleton.
    await waitFor(() => expect(canvasElement.querySelector('.recharts-surface')).not.toBeNull(), { timeout: 5000 });
  },
};

export const Line: Story = {
  args: { kind: 'line', label: 'Net profit, last 7 days', series: [{ key: 'profit', label: 'Net profit' }] },
};
