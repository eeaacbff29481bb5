import { PlatformError } from '@portal/page-kit/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { memberPortal, pending } from '../../../__stories__/memberPortal';
import { TransferFundPage } from '../components/TransferFundPage';
import { walletFixtures } from './walletFixtures';
import { viewportGlobals } from '@portal/ui-kit/testing';

const wallets = () => walletFixtures().responses;

const meta = {
  title: 'Screens/Member centre/Wallets and transfers',
  component: TransferFundPage,
} satisfies Meta<typeof TransferFundPage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Every wallet with its balance, the transfer form and the funds summary. */
export const Wallets: Story = {
  decorators: memberPortal(wallets(), '/?member=transferFund'),
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Wallets' });
    await expect(within(list).getByRole('listitem', { name: 'PG Soft' })).toHaveTextContent('$50.25');
  },
};

/** "Bring all back": every game balance goes back to the main wallet. */
export const BringAllBack: Story = {
  decorators: memberPortal(wallets(), '/?member=transferFund'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Wallets' });
    await userEvent.click(canvas.getByRole('button', { name: 'Bring all back to main wallet' }));
    await expect(await canvas.findByText('Moved back to the main wallet.')).toBeInTheDocument();
    await waitFor(() => expect(within(list).getByRole('listitem', { name: 'Main wallet' })).toHaveTextContent('$170.25'));
  },
};

/** Waiting for the platform: skeleton lines. */
export const Loading: Story = {
  decorators: memberPortal({ balance: pending, merchantWallet: pending, consolidatedFunds: pending }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);
  },
};

/** The platform is unreachable: a translated error with a retry. */
export const Failed: Story = {
  decorators: memberPortal({
    balance: new PlatformError({ kind: 'network', endpoint: 'balance' }),
    merchantWallet: new PlatformError({ kind: 'network', endpoint: 'merchantWallet' }),
    consolidatedFunds: new PlatformError({ kind: 'network', endpoint: 'consolidatedFunds' }),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your wallets could not be loaded')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  },
};

/** The same at a phone's width (docs/product/phone-layout.md "Centres"): records as cards, filters in a sheet, forms in one column. */
export const Phone: Story = { ...Wallets, globals: viewportGlobals('phone'), play: undefined };
