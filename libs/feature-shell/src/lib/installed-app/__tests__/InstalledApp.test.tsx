import { BrandProvider } from '@portal/brand';
import { testBrand } from '@portal/brand/testing';
import { sessionTokenState } from '@portal/data-access';
import { TestPlatformRoot } from '@portal/data-access/testing';
import { TestI18nProvider } from '@portal/i18n/testing';
import { renderWithTheme } from '@portal/ui-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BalanceDisplay } from '../../header/components/BalanceDisplay';
import { InstalledApp } from '../components/InstalledApp';

/** The browser losing and finding its network, as it tells the page. */
function setNetwork(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

afterEach(() => setNetwork(true));

function renderPortal(balance: () => number) {
  const store = createStore();
  store.set(sessionTokenState, 'token-1');
  return renderWithTheme(
    <BrandProvider brand={testBrand}>
      <TestPlatformRoot store={store} responses={{ balance: () => ({ sumBalance: balance(), wallets: [] }) }}>
        <TestI18nProvider>
          <MemoryRouter initialEntries={['/rng']}>
            <BalanceDisplay />
            <label>
              Amount
              <input name="amount" />
            </label>
            <InstalledApp />
          </MemoryRouter>
        </TestI18nProvider>
      </TestPlatformRoot>
    </BrandProvider>,
  );
}

describe('the portal with no network (docs/product/installed-app.md "Offline")', () => {
  it('shows the brand’s offline screen over the page, keeps what was typed, and carries on with live answers when the network is back', async () => {
    const user = userEvent.setup();
    let balance = 100;
    renderPortal(() => balance);
    const shown = await screen.findByTestId('header-balance');
    await waitFor(() => expect(shown).toHaveTextContent('$100.00'));
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '75');

    setNetwork(false);
    const offline = screen.getByTestId('offline-screen');
    expect(offline).toHaveTextContent('You are offline');
    expect(screen.getByRole('img', { name: testBrand.name })).toHaveAttribute('src', testBrand.logo);
    // The header says so instead of the last amount, which may no longer be true.
    expect(shown).toHaveTextContent('No connection');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(offline).getByRole('status')).toHaveTextContent('Still no connection.');

    // Meanwhile the balance moved on the platform (a round settled, a deposit arrived).
    balance = 250;
    setNetwork(true);
    expect(screen.queryByTestId('offline-screen')).toBeNull();
    await waitFor(() => expect(shown).toHaveTextContent('$250.00'));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('75');
  });
});
