import type { LoginValue, MemberInfo } from '@portal/api-contract';
import { activeModalState, firstLoginState, sessionTokenState } from '@portal/data-access';
import { renderWithPortal } from '@portal/page-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { AuthModals } from '../../modals/components/AuthModals';

const member = (account: string, nickname: string): MemberInfo => ({
  id: 7,
  account,
  nickname,
  type: 0,
  toUpline: false,
  clubLabel: { labelName: 'Gold', color: '#fc0', color2: '#fa0', rankLevel: 3 },
  avatarId: 1,
  avatarUrl: '/avatar.svg',
  language: 'PT',
  mobileNum: null,
  countryDialingCode: null,
  email: null,
  registerTime: 0,
});

function renderLogin(firstTimeLogin: boolean) {
  const store = createStore();
  store.set(activeModalState, 'login');
  const value: LoginValue = { token: 'tok-1', firstTimeLogin, passwordExpired: false, id: 9, userName: 'ana01' };
  renderWithPortal(<AuthModals />, { store, responses: { login: value, memberInfo: member('ana01', 'Ana') } });
  return store;
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'ana01');
  await user.type(screen.getByLabelText(/^Password/), 'opened1234');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

// Component tests with a user: the default 5 s is too short on the shared 2-core machine.
describe('first-login welcome', { timeout: 30_000 }, () => {
  it('greets the player by name once after a first login; "Start playing" closes it', async () => {
    const user = userEvent.setup();
    const store = renderLogin(true);
    await logIn(user);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome, Ana!' });
    expect(dialog).toHaveTextContent('This is your first login at Test Brand.');
    expect(screen.getByRole('button', { name: 'Start playing' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Start playing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(firstLoginState)).toBe(false);
    expect(store.get(sessionTokenState)).toBe('tok-1');
  });

  it('"Change my password" opens the change-password modal', async () => {
    const user = userEvent.setup();
    const store = renderLogin(true);
    await logIn(user);
    await user.click(await screen.findByRole('button', { name: 'Change my password' }));
    expect(store.get(activeModalState)).toBe('changePassword');
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Welcome, Ana!' })).not.toBeInTheDocument();
  });

  it('does not show for a login that is not the first', async () => {
    const user = userEvent.setup();
    const store = renderLogin(false);
    await logIn(user);
    await waitFor(() => expect(store.get(sessionTokenState)).toBe('tok-1'));
    await waitFor(() => expect(store.get(activeModalState)).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
