import { activeModalState, portalAlertState } from '@portal/data-access';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMemberPage, testMember } from '../../../__tests__/renderMemberPage';
import { MemberCentreOverlay } from '../components/MemberCentreOverlay';

const wallets = {
  balance: {
    sumBalance: 150,
    wallets: [
      { wallet: 'MAIN', name: 'Main', balance: 100 },
      { wallet: 'PG', name: 'PG Soft', balance: 50 },
    ],
  },
  merchantWallet: { mode: 'transfer' as const, currency: 'BRL', wallets: [{ wallet: 'PG', name: 'PG Soft', transferable: true }] },
  consolidatedFunds: { sumBalance: 150, mainBalance: 100, gameBalance: 50, pendingBets: 5, points: 12 },
};

describe('MemberCentreOverlay', () => {
  it('opens the page named by ?member= once loaded, marks it in the menu and closes by removing the parameter', async () => {
    const user = userEvent.setup();
    renderMemberPage(<MemberCentreOverlay />, { url: '/rng?page=2&member=transferFund', responses: wallets });
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' }, { timeout: 15_000 });
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    expect(within(menu).getByRole('link', { name: 'My wallet' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('heading', { name: 'My wallet' })).toBeInTheDocument();
    expect(await within(dialog).findByText('$150.00', { selector: 'dd *' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close member centre' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rng\?page=2$/);
  });

  it('lists only entries whose page exists, transfer to upline only with an upline', async () => {
    renderMemberPage(<MemberCentreOverlay />, { url: '/?member=transferFund', responses: { ...wallets, memberInfo: { ...testMember, toUpline: false } } });
    const menu = await screen.findByRole('navigation', { name: 'Member centre menu' }, { timeout: 15_000 });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels[0]).toBe('My account');
    expect(labels).toContain('My wallet');
    expect(labels).toContain('Platform information');
    expect(labels).not.toContain('Transfer to upline');
  });

  it('replaces an unknown page with the first entry', async () => {
    renderMemberPage(<MemberCentreOverlay />, { url: '/?member=nope', responses: wallets });
    await screen.findByRole('dialog', { name: 'Member centre' }, { timeout: 15_000 });
    expect(screen.getByTestId('location')).toHaveTextContent('/?member=securityCenter');
  });

  it('asks a guest to log in and keeps the address', async () => {
    const { store } = renderMemberPage(<MemberCentreOverlay />, { url: '/?member=transferFund', responses: wallets, token: null });
    await waitFor(() => expect(store.get(activeModalState)).toBe('login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/?member=transferFund');
  });

  it('refuses a trial account with the real-account warning and drops the address', async () => {
    const { store } = renderMemberPage(<MemberCentreOverlay />, {
      url: '/?member=transferFund',
      responses: { ...wallets, memberInfo: { ...testMember, type: 4 } },
    });
    await waitFor(() => expect(store.get(portalAlertState)).toMatchObject({ tone: 'warning', confirmLabel: 'Register a real account' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
