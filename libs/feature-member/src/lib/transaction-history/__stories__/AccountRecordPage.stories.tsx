import type { Transaction } from '@portal/api-contract';
import { setFilters, withPortal } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { messages } from '../../../locales/en/messages.po';
import { AccountRecordPage } from '../components/AccountRecordPage';
import { findRecords, recordRows, viewportGlobals } from '@portal/ui-kit/testing';

const KINDS = ['deposit', 'bet', 'payout', 'withdrawal'] as const;
const AMOUNTS = { deposit: 200, bet: -20, payout: 45, withdrawal: -100 } as const;
let balance = 1000;
const MOVEMENTS: Transaction[] = Array.from({ length: 24 }, (_, i) => {
  const category = KINDS[i % KINDS.length];
  balance += AMOUNTS[category];
  return {
    id: 500 - i,
    type: category,
    category,
    wallet: 'MAIN',
    amount: AMOUNTS[category],
    balanceAfter: balance,
    remark: null,
    reference: category === 'withdrawal' ? `W${400 + i}` : null,
    createTime: Date.now() - i * 5 * 3_600_000,
  };
});

const meta = {
  title: 'Screens/Member centre/Account record',
  component: AccountRecordPage,
  decorators: [
    withPortal({
      messages,
      url: '/?member=transactionHistory&ledger.preset=last30Days',
      responses: {
        transactionDetail: ({ category, pageNo = 1, pageSize = 20 }) => {
          const rows = MOVEMENTS.filter((m) => !category || m.category === category);
          const credit = rows.filter((m) => m.amount > 0).reduce((sum, m) => sum + m.amount, 0);
          const debit = rows.filter((m) => m.amount < 0).reduce((sum, m) => sum + m.amount, 0);
          return {
            list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
            pageNo,
            pageSize,
            total: rows.length,
            totalPages: Math.max(1, Math.ceil(rows.length / pageSize)),
            totals: { count: rows.length, credit, debit, net: credit + debit },
          };
        },
      },
    }),
  ],
} satisfies Meta<typeof AccountRecordPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every movement with money in, out and net of the filter; the type filter narrows to withdrawals. */
export const Movements: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('24 movements')).toBeInTheDocument();
    await setFilters(canvasElement, async (fields) => {
      await userEvent.click(await fields.findByRole('button', { name: /Type/ }));
      await userEvent.click(await within(canvasElement.ownerDocument.body).findByRole('option', { name: 'Withdrawals' }));
    });
    await expect(await canvas.findByText('6 movements')).toBeInTheDocument();
    const rows = recordRows(await findRecords(canvas, 'Account record'));
    await expect(rows).toHaveLength(6);
    for (const row of rows) await expect(row).toHaveTextContent('Withdrawals');
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Movements, globals: viewportGlobals('phone'), play: undefined };
