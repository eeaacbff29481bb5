import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { walletFixtures } from '../__stories__/walletFixtures';
import { TransferFundPage } from '../components/TransferFundPage';
import { getRecoverableWallets, getWalletRows } from '../utils/getWalletRows';

describe('getWalletRows', () => {
  it('puts the main wallet first, then the merchant wallets in order (0 when unused), then unlisted wallets holding money', () => {
    const rows = getWalletRows(
      {
        sumBalance: 12,
        wallets: [
          { wallet: 'OLD', name: 'Old', balance: 2 },
          { wallet: 'MAIN', name: 'Main', balance: 10 },
        ],
      },
      [{ wallet: 'PG', name: 'PG Soft', transferable: true }],
    );
    expect(rows.map((row) => [row.wallet, row.balance])).toEqual([
      ['MAIN', 10],
      ['PG', 0],
      ['OLD', 2],
    ]);
    expect(getRecoverableWallets(rows).map((row) => row.wallet)).toEqual(['OLD']);
  });
});

describe('TransferFundPage', () => {
  it('shows every wallet and brings every game balance back to the main wallet', async () => {
    const user = userEvent.setup();
    const { balances, responses } = walletFixtures();
    const { client } = renderMemberPage(<TransferFundPage />, { responses });
    const wallets = await screen.findByRole('list', { name: 'Wallets' });
    expect(within(wallets).getByRole('listitem', { name: 'PG Soft' })).toHaveTextContent('$50.25');
    expect(within(wallets).getByRole('listitem', { name: 'Evolution' })).toHaveTextContent('$0.00');
    expect(screen.getByText(/Points: 40/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bring all back to main wallet' }));
    expect(await screen.findByText('Moved back to the main wallet.')).toHaveAttribute('role', 'status');
    expect(client.calls.filter((call) => call.name === 'walletTransfer').map((call) => call.params)).toEqual([
      { from: 'PG', to: 'MAIN', amount: 50.25 },
      { from: 'JILI', to: 'MAIN', amount: 20 },
    ]);
    expect(balances).toEqual({ MAIN: 170.25, PG: 0, JILI: 0 });
    await waitFor(() => expect(within(wallets).getByRole('listitem', { name: 'Main wallet' })).toHaveTextContent('$170.25'));
    expect(screen.getByRole('button', { name: 'Bring all back to main wallet' })).toBeDisabled();
  });
});
