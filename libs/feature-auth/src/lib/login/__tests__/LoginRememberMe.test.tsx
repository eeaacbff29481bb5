import { activeModalState, REMEMBER_ME_MS, rememberedUsernameState } from '@portal/data-access';
import { renderWithPortal } from '@portal/page-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { AuthModals } from '../../modals/components/AuthModals';

const login = { token: 'tok', firstTimeLogin: false, passwordExpired: false, id: 7, userName: 'player1' };

function openLogin(remembered: { username: string; expiresAt: number } | null) {
  const store = createStore();
  store.set(rememberedUsernameState, remembered);
  store.set(activeModalState, 'login');
  renderWithPortal(<AuthModals />, { store, responses: { login }, url: '/' });
  return store;
}

describe('remember me (docs/product/accounts-and-auth.md)', { timeout: 30_000 }, () => {
  it('keeps only the username, on the device, for one day from the login', async () => {
    const store = openLogin(null);
    const user = userEvent.setup();
    await screen.findByRole('dialog', { name: /Log in/ });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player1');
    await user.type(screen.getByLabelText(/^Password/), 'secret123');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.get(rememberedUsernameState)).not.toBeNull());
    const stored = store.get(rememberedUsernameState)!;
    expect(stored.username).toBe('player1');
    expect(stored.expiresAt - before).toBeGreaterThanOrEqual(REMEMBER_ME_MS);
    expect(stored.expiresAt - Date.now()).toBeLessThanOrEqual(REMEMBER_ME_MS);
    expect(JSON.stringify(localStorage)).not.toContain('secret123');
    expect(document.cookie).not.toContain('player1');
  });

  it('fills the username and ticks remember me within the day', async () => {
    openLogin({ username: 'player2', expiresAt: Date.now() + 60_000 });
    expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveValue('player2');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('drops a remembered username past its day', async () => {
    const store = openLogin({ username: 'player3', expiresAt: Date.now() - 1 });
    expect(await screen.findByRole('textbox', { name: 'Username' })).toHaveValue('');
    await waitFor(() => expect(store.get(rememberedUsernameState)).toBeNull());
  });
});
