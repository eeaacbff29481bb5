import type { LoginValue, MemberInfo } from '@portal/api-contract';
import { activeModalState, firstLoginState, portalAlertState, sessionTokenState } from '@portal/data-access';
import { renderWithPortal } from '@portal/page-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
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
  const { calls } = renderWithPortal(<AuthModals />, {
    store,
    responses: { login: value, memberInfo: member('ana01', 'Ana'), changePassword: null, logout: null },
  });
  return { store, calls };
}

async function logIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'ana01');
  await user.type(screen.getByLabelText(/^Password/), 'opened1234');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

// Component tests with a user: the default 5 s is too short on the shared 2-core machine.
describe('first-login password change', { timeout: 30_000 }, () => {
  it('greets the player by name and asks for a new password at once, not the one just typed; the change ends the session and login reopens', async () => {
    const user = userEvent.setup();
    const { store, calls } = renderLogin(true);
    await logIn(user);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome, Ana!' });
    expect(dialog).toHaveTextContent('This is your first login at Test Brand.');
    expect(within(dialog).queryByLabelText(/^Old password/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^New password/), 'mine5678');
    await user.type(within(dialog).getByLabelText(/^Confirm new password/), 'mine5678');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'changePassword')).toBe(true));
    expect(calls.find((c) => c.name === 'changePassword')!.params).toEqual({
      oldPassword: 'opened1234',
      newPassword: 'mine5678',
      confirmNewPassword: 'mine5678',
    });
    await waitFor(() => expect(store.get(sessionTokenState)).toBeNull());
    expect(store.get(firstLoginState)).toBe(false);
    // The shell's alert says so; its OK opens the login again.
    const alert = store.get(portalAlertState)!;
    expect(alert.message).toBe('Password changed. Please log in with your new password.');
    act(() => alert.onConfirm?.());
    expect(await screen.findByRole('dialog', { name: /Log in/ })).toBeInTheDocument();
  });

  it('"Not now" closes it and keeps the session; it does not come back', async () => {
    const user = userEvent.setup();
    const { store, calls } = renderLogin(true);
    await logIn(user);
    await screen.findByRole('dialog', { name: 'Welcome, Ana!' });
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.get(firstLoginState)).toBe(false);
    expect(store.get(sessionTokenState)).toBe('tok-1');
    expect(calls.some((c) => c.name === 'changePassword')).toBe(false);
  });

  it('does not show for a login that is not the first', async () => {
    const user = userEvent.setup();
    const { store } = renderLogin(false);
    await logIn(user);
    await waitFor(() => expect(store.get(sessionTokenState)).toBe('tok-1'));
    await waitFor(() => expect(store.get(activeModalState)).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
