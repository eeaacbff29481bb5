import type { AgentTransaction } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { agentPortal, pending } from '../../../__stories__/agentPortal';
import { TransactionsPage } from '../components/TransactionsPage';
import { findRecords, recordRows, showsCards, viewportGlobals } from '@portal/ui-kit/testing';

const HOUR = 3_600_000;
const MOVES: [string, number, string | null][] = [
  ['agent_commission', 18.4, null],
  ['upline_transfer_in', 100, 'carla'],
  ['deposit', 500, null],
  ['bet', -20, null],
  ['payout', 46, null],
  ['upline_transfer_in', 35, 'diego'],
  ['agent_salary_daily', 6.4, null],
  ['withdrawal', -200, null],
];
const ROWS: AgentTransaction[] = MOVES.map(([kind, amount, counterparty], i) => ({
  id: 900 - i,
  createdAt: Date.now() - i * 7 * HOUR,
  kind,
  wallet: 'MAIN',
  amount,
  counterparty,
}));
const TOTALS = {
  credits: ROWS.filter((r) => r.amount > 0).reduce((s, r) => s + r.amount, 0),
  debits: -ROWS.filter((r) => r.amount < 0).reduce((s, r) => s + r.amount, 0),
};

const meta = {
  title: 'Screens/Agent centre/Transaction details',
  component: TransactionsPage,
} satisfies Meta<typeof TransactionsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The agent's own ledger with its transfers with the team, money in and out of the period. */
export const Transactions: Story = {
  decorators: agentPortal(
    { agentTransactions: { list: ROWS, pageNo: 1, pageSize: 20, total: ROWS.length, totalPages: 1, totals: TOTALS } },
    '/?agent=transactionDetails',
  ),
  play: async ({ canvasElement }) => {
    const records = await findRecords(within(canvasElement), 'Transactions');
    await expect(await within(records).findByText('carla')).toBeInTheDocument();
    await expect(recordRows(records)).toHaveLength(ROWS.length);
    // The platform's ledger kinds read as words, the main wallet too (a column, or in a card's details on a phone).
    await expect(within(records).getAllByText('Transfer from a team member')).toHaveLength(2);
    await expect(within(records).getByText('Daily salary')).toBeInTheDocument();
    await expect(within(records).queryByText('agent_commission')).not.toBeInTheDocument();
    if (!showsCards(records)) await expect(within(records).getAllByText('Main wallet')).toHaveLength(ROWS.length);
  },
};

/** Nothing in the period. */
export const Empty: Story = {
  decorators: agentPortal({ agentTransactions: { list: [], pageNo: 1, pageSize: 20, total: 0, totalPages: 0, totals: { credits: 0, debits: 0 } } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No transactions in this period')).toBeInTheDocument();
  },
};

/** Waiting for the platform. */
export const Loading: Story = {
  decorators: agentPortal({ agentTransactions: pending }),
  play: async ({ canvasElement }) => {
    await expect(await findRecords(within(canvasElement), 'Transactions')).toHaveAttribute('aria-busy', 'true');
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: agentPortal({ agentTransactions: new PlatformError({ kind: 'network', endpoint: 'agentTransactions' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Transactions, globals: viewportGlobals('phone'), play: undefined };
