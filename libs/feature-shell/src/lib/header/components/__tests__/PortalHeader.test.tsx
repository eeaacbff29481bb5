import { BrandProvider } from '@portal/brand';
import { testBrand } from '@portal/brand/testing';
import { portalAlertState, sessionTokenState } from '@portal/data-access';
import { permissionFixture, TestPlatformRoot, type FixtureResponses } from '@portal/data-access/testing';
import { TestI18nProvider } from '@portal/i18n/testing';
import { renderWithTheme } from '@portal/ui-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ShellOptionsProvider } from '../../../app/contexts/ShellOptionsContext';
import { PortalHeader } from '../../../layout/components/PortalHeader';

const member = {
  id: 7,
  account: 'demo',
  nickname: 'Demo Player',
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'Gold', color: '#fc0', color2: '#fa0', rankLevel: 3 },
  avatarId: 1,
  avatarUrl: '/avatar.svg',
  language: 'PT' as const,
  mobileNum: null,
  countryDialingCode: null,
  email: null,
  registerTime: 0,
};

/** The address the header navigated to (the overlay reads `?member=` from it). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderHeader(responses: FixtureResponses, { memberCentreAvailable = false, agentCentreAvailable = false } = {}) {
  const store = createStore();
  store.set(sessionTokenState, 'token-1');
  let balance = 1234.5;
  const view = renderWithTheme(
    <BrandProvider brand={testBrand}>
      <TestPlatformRoot
        store={store}
        responses={{ memberInfo: member, balance: () => ({ sumBalance: (balance += 10), wallets: [] }), permission: undefined, ...responses }}
      >
        <TestI18nProvider>
          <ShellOptionsProvider value={{ slots: {}, memberCentreAvailable, agentCentreAvailable }}>
            <MemoryRouter initialEntries={['/rng?page=2']}>
              <PortalHeader />
              <LocationProbe />
            </MemoryRouter>
          </ShellOptionsProvider>
        </TestI18nProvider>
      </TestPlatformRoot>
    </BrandProvider>,
  );
  return { ...view, store };
}

describe('PortalHeader (logged in)', () => {
  it('shows the balance, hides it as *** and refreshes it', async () => {
    const user = userEvent.setup();
    renderHeader({});
    // The member part of the header loads on its own (docs/product/performance.md).
    const balance = await screen.findByTestId('header-balance');
    await waitFor(() => expect(balance).toHaveTextContent('$1,244.50'));
    await user.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(balance).toHaveTextContent('***');
    await user.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(balance).toHaveTextContent('$1,244.50');
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(balance).toHaveTextContent('$1,254.50'));
  });

  it('refetches the balance when a game closes', async () => {
    renderHeader({});
    // The member part of the header loads on its own (docs/product/performance.md).
    const balance = await screen.findByTestId('header-balance');
    await waitFor(() => expect(balance).toHaveTextContent('$1,244.50'));
    window.dispatchEvent(new Event('portal:game-closed'));
    await waitFor(() => expect(balance).toHaveTextContent('$1,254.50'));
  });

  it('hides member-centre entries until the member centre is available; sign out asks to confirm', async () => {
    const user = userEvent.setup();
    renderHeader({});
    await user.click(await screen.findByRole('button', { name: /Account menu$/ }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Sign out']);
    expect(screen.queryByRole('button', { name: 'Deposit' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account menu$/ })).toHaveFocus();
  });

  it('shows the unread platform messages as a badge that opens the inbox', async () => {
    const user = userEvent.setup();
    renderHeader({ unreadMessageCount: { count: 3 } }, { memberCentreAvailable: true });
    const messages = await screen.findByRole('button', { name: 'Messages, 3 unread' });
    expect(messages).toHaveTextContent('3');
    await user.click(messages);
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?page=2&member=messageV2');
  });

  it('opens the member centre on the chosen page from the avatar menu', async () => {
    const user = userEvent.setup();
    renderHeader({}, { memberCentreAvailable: true });
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Member centre', 'Account record', 'Betting record', 'Sign out']);
    await user.click(screen.getByRole('menuitem', { name: 'Betting record' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?page=2&member=personalHistoryCopy');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?page=2&member=depositv2');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?page=2&member=withdraw');
  });

  it('offers the agent centre to agent types and opens its overlay', async () => {
    const user = userEvent.setup();
    renderHeader({ memberInfo: { ...member, type: 41 } }, { agentCentreAvailable: true });
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Agent centre' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?page=2&agent=menu');
  });

  it('offers others the affiliate link resource instead of the agent centre, opened in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const affiliate = { resourceType: 'LINK', url: 'https://affiliates.example/join', qrCodeUrl: null, labelNameEn: 'Affiliate' };
    renderHeader({ permission: permissionFixture({ resources: { AFFILIATE_LINK: affiliate } }) }, { agentCentreAvailable: true });
    await screen.findByText('Demo Player');
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    expect(screen.queryByRole('menuitem', { name: 'Agent centre' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Become an affiliate' }));
    expect(open).toHaveBeenCalledWith('https://affiliates.example/join', '_blank', 'noopener');
    open.mockRestore();
  });

  it('an agent gets the agent centre and not the affiliate link', async () => {
    const user = userEvent.setup();
    const affiliate = { resourceType: 'LINK', url: 'https://affiliates.example/join', qrCodeUrl: null, labelNameEn: 'Affiliate' };
    renderHeader(
      { memberInfo: { ...member, type: 1 }, permission: permissionFixture({ resources: { AFFILIATE_LINK: affiliate } }) },
      { agentCentreAvailable: true },
    );
    await screen.findByText('Demo Player');
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    expect(await screen.findByRole('menuitem', { name: 'Agent centre' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Become an affiliate' })).not.toBeInTheDocument();
  });

  it('tells a trial account it needs a real account instead of opening the member centre', async () => {
    const user = userEvent.setup();
    const { store } = renderHeader({ memberInfo: { ...member, type: 4 } }, { memberCentreAvailable: true });
    await screen.findByText('Demo Player');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/rng?page=2');
    expect(screen.getByTestId('location')).not.toHaveTextContent('member=');
    expect(store.get(portalAlertState)).toMatchObject({ tone: 'warning', confirmLabel: 'Register a real account' });
  });
});
