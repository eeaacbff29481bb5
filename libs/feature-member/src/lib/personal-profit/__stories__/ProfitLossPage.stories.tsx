import { platformDate, type ProfitLossDay } from '@portal/api-contract';
import { withPortal } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { messages } from '../../../locales/en/messages.po';
import { ProfitLossPage } from '../components/ProfitLossPage';
import { viewportGlobals } from '@portal/ui-kit/testing';

const DAY = 86_400_000;
/** A week of play: stakes every day, a good and a bad day, one deposit. */
const WEEK: ProfitLossDay[] = [120, 80, 200, 0, 60, 150, 90].map((stakes, i) => {
  const payouts = [60, 140, 90, 0, 30, 260, 70][i];
  const bonuses = i === 3 ? 20 : 0;
  return {
    date: platformDate(Date.now() - (6 - i) * DAY),
    deposits: i === 0 ? 500 : 0,
    withdrawals: i === 5 ? 100 : 0,
    stakes,
    payouts,
    bonuses,
    net: payouts + bonuses - stakes,
  };
});
const total = (key: keyof Omit<ProfitLossDay, 'date'>) => WEEK.reduce((sum, day) => sum + day[key], 0);

const meta = {
  title: 'Screens/Member centre/Profit and loss',
  component: ProfitLossPage,
  decorators: [
    withPortal({
      messages,
      url: '/?member=personalProfit',
      responses: {
        profitLoss: {
          days: WEEK,
          totals: {
            deposits: total('deposits'),
            withdrawals: total('withdrawals'),
            stakes: total('stakes'),
            payouts: total('payouts'),
            bonuses: total('bonuses'),
            net: total('net'),
          },
        },
      },
    }),
  ],
} satisfies Meta<typeof ProfitLossPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The last 7 platform days: the chart of the period above the days, newest first, with the totals row. */
export const Week: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('pnl-total-net')).toHaveTextContent('-$30.00');
    const chart = canvas.getByRole('figure', { name: 'Profit and loss of the period' });
    await expect(within(chart).getAllByRole('row')).toHaveLength(WEEK.length + 1);
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Week, globals: viewportGlobals('phone'), play: undefined };
