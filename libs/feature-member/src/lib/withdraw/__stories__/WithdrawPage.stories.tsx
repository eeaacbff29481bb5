import type { Withdrawal } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { memberPortal, pending } from '../../../__stories__/memberPortal';
import { WithdrawPage } from '../components/WithdrawPage';
import { account, passwordSet, quote } from './withdrawFixtures';
import { viewportGlobals } from '@portal/ui-kit/testing';

const HOUR = 3_600_000;
const withdrawal = (withdrawalId: string, status: Withdrawal['status'], amount: number, age: number): Withdrawal => ({
  withdrawalId,
  amount,
  fee: 2,
  amountReceived: amount - 2,
  status,
  reason: null,
  payoutAccount: account,
  createTime: Date.now() - age,
  reviewTime: null,
  paidTime: status === 'paid' || status === 'received' ? Date.now() - age + HOUR : null,
  receivedTime: status === 'received' ? Date.now() - age + 2 * HOUR : null,
  confirmDeadline: status === 'paid' ? Date.now() - age + 61 * 60_000 + HOUR : null,
  receivedBy: status === 'received' ? 'member' : null,
});
const page = (list: Withdrawal[]) => ({ list, pageNo: 1, pageSize: 10, total: list.length, totalPages: list.length ? 1 : 0 });
const WITHDRAW = {
  withdrawalQuote: quote,
  paymentPasswordStatus: passwordSet,
  payoutAccounts: { list: [account], max: 5, holderName: 'Demo Player' },
  withdrawals: page([withdrawal('W12', 'paid', 100, 90 * 60_000), withdrawal('W11', 'received', 250, 30 * HOUR), withdrawal('W10', 'rejected', 80, 80 * HOUR)]),
};

const meta = {
  title: 'Screens/Member centre/Withdraw',
  component: WithdrawPage,
} satisfies Meta<typeof WithdrawPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** What can be withdrawn (turnover still owed), the form, and the withdrawals (one paid, waiting for "received"). */
export const Withdraw: Story = {
  decorators: memberPortal(WITHDRAW, '/?member=withdraw'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('withdrawable')).toHaveTextContent('$500.00');
    await expect(await canvas.findByRole('button', { name: 'Confirm received' })).toBeInTheDocument();
  },
};

/** An amount over the withdrawable balance is refused under its field; "All" takes the most there is. */
export const OverTheLimit: Story = {
  decorators: memberPortal(WITHDRAW, '/?member=withdraw'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Amount/), '600');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('The maximum is $500.00')).toBeInTheDocument();
  },
};

/** No payment password yet: it is set first (SMS code to the bound mobile). */
export const NoPaymentPassword: Story = {
  decorators: memberPortal({
    ...WITHDRAW,
    withdrawalQuote: { ...quote, paymentPasswordSet: false },
    paymentPasswordStatus: { ...passwordSet, isSet: false },
    payoutAccounts: { list: [], max: 5, holderName: null },
    withdrawals: page([]),
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('form', { name: 'Set your payment password' })).toBeInTheDocument();
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: memberPortal({ withdrawalQuote: pending, paymentPasswordStatus: pending, payoutAccounts: pending, withdrawals: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: memberPortal({
    withdrawalQuote: new PlatformError({ kind: 'network', endpoint: 'withdrawalQuote' }),
    paymentPasswordStatus: passwordSet,
    payoutAccounts: { list: [account], max: 5, holderName: 'Demo Player' },
    withdrawals: new PlatformError({ kind: 'network', endpoint: 'withdrawals' }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The withdrawal could not be prepared')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Withdraw, globals: viewportGlobals('phone'), play: undefined };
