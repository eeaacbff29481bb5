import type { DepositOrder } from '@portal/api-contract';
import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { memberPortal, pending } from '../../../__stories__/memberPortal';
import { DepositPage } from '../components/DepositPage';
import { bankChannel, pixChannel } from './paymentChannelsFixture';
import { findRecords, recordRows, viewportGlobals } from '@portal/ui-kit/testing';

const HOUR = 3_600_000;

function order(orderId: string, status: DepositOrder['status'], amount: number, age: number): DepositOrder {
  return {
    orderId,
    channelId: 'pix',
    channelType: 'PIX',
    channelName: 'PIX',
    amount,
    fee: 0,
    creditAmount: amount,
    status,
    nextStep: status === 'pending' ? 'pay' : status === 'paid' ? 'wait' : status === 'credited' ? 'done' : 'new_order',
    instructions:
      status === 'pending'
        ? {
            type: 'PIX',
            qrPayload: '00020126580014BR.GOV.BCB.PIX0136portal-pix-key',
            copyPasteCode: '00020126580014BR.GOV.BCB.PIX0136portal-pix-key',
            receiverName: 'Portal PT Ltda',
            payUrl: '/sandbox/provider/pay/D100',
          }
        : null,
    failReason: null,
    createTime: Date.now() - age,
    expiresAt: Date.now() - age + 15 * 60_000,
    paidTime: status === 'credited' ? Date.now() - age + 60_000 : null,
    creditedTime: status === 'credited' ? Date.now() - age + 90_000 : null,
  };
}
const HISTORY = [order('D099', 'credited', 200, 26 * HOUR), order('D098', 'expired', 50, 50 * HOUR), order('D097', 'credited', 100, 120 * HOUR)];
const orders = (list: DepositOrder[]) => ({ list, pageNo: 1, pageSize: 10, total: list.length, totalPages: 1 });
const DEPOSIT = {
  paymentChannels: { channels: [pixChannel, bankChannel] },
  depositOrders: orders(HISTORY),
  depositCreate: order('D100', 'pending', 100, 0),
  depositOrder: order('D100', 'pending', 100, 0),
  balance: { sumBalance: 100, wallets: [] },
};

const meta = {
  title: 'Screens/Member centre/Deposit',
  component: DepositPage,
} satisfies Meta<typeof DepositPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The payment methods, the amount with quick amounts, and the deposit history. */
export const Methods: Story = {
  decorators: memberPortal(DEPOSIT, '/?member=depositv2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: /Bank transfer/ })).toBeInTheDocument();
    await expect(recordRows(await findRecords(canvas, 'Deposit history'))).toHaveLength(HISTORY.length);
  },
};

/** A PIX deposit of $100.00: the order with its QR code and copy-and-paste code. */
export const PixOrder: Story = {
  decorators: memberPortal(DEPOSIT, '/?member=depositv2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '$100.00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    const panel = await canvas.findByTestId('deposit-order');
    await expect(within(panel).getByRole('button', { name: 'Copy PIX code' })).toBeInTheDocument();
  },
};

/** No payment method available, no deposit yet. */
export const Empty: Story = {
  decorators: memberPortal({ ...DEPOSIT, paymentChannels: { channels: [] }, depositOrders: orders([]) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No payment method is available right now')).toBeInTheDocument();
    await expect(await canvas.findByText('No deposits yet')).toBeInTheDocument();
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: memberPortal({ paymentChannels: pending, depositOrders: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);
  },
};

/** The platform is unreachable: translated errors with a retry. */
export const Failed: Story = {
  decorators: memberPortal({
    paymentChannels: new PlatformError({ kind: 'network', endpoint: 'paymentChannels' }),
    depositOrders: new PlatformError({ kind: 'network', endpoint: 'depositOrders' }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The payment methods could not be loaded')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Methods, globals: viewportGlobals('phone'), play: undefined };
