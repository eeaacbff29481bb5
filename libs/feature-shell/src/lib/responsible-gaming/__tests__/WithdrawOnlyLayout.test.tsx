import type { endpoints, ResponseOf } from '@portal/api-contract';
import { sessionTokenState, sessionWithdrawOnlyState } from '@portal/data-access';
import { renderWithPortal } from '@portal/page-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { toast } from '@portal/ui-kit/toast';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithdrawOnlyLayout } from '../components/WithdrawOnlyLayout';

const balance: ResponseOf<typeof endpoints.balance> = { sumBalance: 250, wallets: [{ wallet: 'MAIN', name: 'Main wallet', balance: 250 }] };

describe('WithdrawOnlyLayout', { timeout: 30_000 }, () => {
  it('shows the exclusion with its end, the balance and the page; any other address becomes /', async () => {
    const until = Date.UTC(2027, 4, 26, 12, 0);
    const store = createStore();
    store.set(sessionTokenState, 'w-tok');
    store.set(sessionWithdrawOnlyState, { kind: 'self_exclusion', until });
    const { router } = renderWithPortal(
      <WithdrawOnlyLayout exclusion={{ kind: 'self_exclusion', until }}>
        <p>withdrawal page</p>
      </WithdrawOnlyLayout>,
      { store, url: '/rng?member=depositv2', responses: { balance: balance } },
    );
    expect(await screen.findByRole('heading', { level: 1, name: /^Your account is self-excluded until 2027-05-2\d/ })).toBeInTheDocument();
    expect(screen.getByText('withdrawal page')).toBeInTheDocument();
    expect(await screen.findByTestId('header-balance')).toHaveTextContent('250.00');
    expect(router.state.location.pathname + router.state.location.search).toBe('/');
  });

  it('shows a notice queued with toast(): the toast region is part of this layout', async () => {
    renderWithPortal(<WithdrawOnlyLayout exclusion={{ kind: 'time_out', until: null }} />, { token: 'w-tok', responses: { balance: balance } });
    expect(await screen.findByRole('heading', { level: 1, name: 'You are taking a break from play' })).toBeInTheDocument();
    act(() => {
      toast('Withdrawal requested', { id: 'withdraw-only-test', description: 'It will reach your account within the day.' });
    });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    expect(region).toHaveTextContent('Withdrawal requested');
    expect(region).toHaveTextContent('It will reach your account within the day.');
    act(() => toast.dismiss('withdraw-only-test'));
  });

  it('a permanent self-exclusion has no end; a time-out says so; log out ends the session', async () => {
    const user = userEvent.setup();
    const store = createStore();
    store.set(sessionTokenState, 'w-tok');
    store.set(sessionWithdrawOnlyState, { kind: 'self_exclusion', until: null });
    const { unmount, calls } = renderWithPortal(<WithdrawOnlyLayout exclusion={{ kind: 'self_exclusion', until: null }} />, {
      store,
      responses: { balance: balance, logout: null },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is permanently self-excluded' })).toBeInTheDocument();
    expect(screen.getByText(/the rest of the site are closed\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.get(sessionWithdrawOnlyState)).toBeNull());
    expect(store.get(sessionTokenState)).toBeNull();
    expect(calls.map((call) => call.name)).toContain('logout');
    unmount();

    renderWithPortal(<WithdrawOnlyLayout exclusion={{ kind: 'time_out', until: Date.UTC(2026, 11, 1, 9, 30) }} />, {
      responses: { balance: balance },
    });
    expect(await screen.findByRole('heading', { level: 1, name: /^You are taking a break from play until 2026-12-0\d/ })).toBeInTheDocument();
  });
});
