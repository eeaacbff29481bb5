import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { memberPortal, pending } from '../../../__stories__/memberPortal';
import { TransferUplinePage } from '../components/TransferUplinePage';
import { viewportGlobals } from '@portal/ui-kit/testing';

const INFO = { upline: 'ag***01', balance: 250, transferable: 250, min: 10, max: 5_000, paymentPasswordSet: true };

/** The upline transfer, kept in step like the gateway does (the balance goes down); `locked`: turnover still to play. */
function upline(locked = 0) {
  let balance = INFO.balance;
  return {
    uplineTransferInfo: () => ({ ...INFO, balance, transferable: Math.max(0, balance - locked) }),
    uplineTransfer: ({ amount }: { amount: number }) => {
      balance -= amount;
      return { transferId: 'U1001', amount, upline: INFO.upline, balance, createTime: Date.now() };
    },
    balance: () => ({ sumBalance: balance, wallets: [] }),
  };
}

const meta = {
  title: 'Screens/Member centre/Transfer to upline',
  component: TransferUplinePage,
} satisfies Meta<typeof TransferUplinePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The upline, the main wallet and the form (amount and payment password). */
export const Form: Story = {
  decorators: memberPortal(upline(), '/?member=transferUpline'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ag***01')).toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Transfer to upline' })).toBeInTheDocument();
  },
};

/** A transfer of $50.00: confirmed, and the main wallet shows what is left. */
export const Transfer: Story = {
  decorators: memberPortal(upline(), '/?member=transferUpline'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Transfer to upline' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Amount/ }), '50');
    await userEvent.type(within(form).getByLabelText(/Payment password/), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Transfer' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Transferred $50.00 to your upline.');
    // The main wallet and what may be transferred now, both $200.00 left.
    await expect(await canvas.findAllByText('$200.00')).toHaveLength(2);
  },
};

/** A bonus still being played: $170.00 of the $250.00 stays, the amount goes up to $80.00. */
export const PartlyTransferable: Story = {
  decorators: memberPortal(upline(170), '/?member=transferUpline'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('transferable')).toHaveTextContent('$80.00');
    await expect(canvas.getByText('From $10.00 to $80.00')).toBeInTheDocument();
  },
};

/** No payment password yet: the member is sent to set one. */
export const NoPaymentPassword: Story = {
  decorators: memberPortal({ uplineTransferInfo: { ...INFO, paymentPasswordSet: false } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Set it on the withdrawal page.' })).toBeInTheDocument();
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: memberPortal({ uplineTransferInfo: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: memberPortal({ uplineTransferInfo: new PlatformError({ kind: 'network', endpoint: 'uplineTransferInfo' }) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The transfer could not be prepared')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Form, globals: viewportGlobals('phone'), play: undefined };
