import { DEFAULT_WEAK_PASSWORD, endpoints, type EndpointName, type FeatureSwitch, type LoginValue } from '@portal/api-contract';
import { activeModalState, portalAlertState, sessionPasswordChangeState, sessionTokenState } from '@portal/data-access';
import { memberInfoFixture, permissionFixture } from '@portal/data-access/testing';
import { renderWithPortal, type FixtureResponses } from '@portal/page-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthModals } from '../../modals/components/AuthModals';

const member = memberInfoFixture({ account: 'weak', nickname: 'weak' });
const loginValue = (over: Partial<LoginValue> = {}): LoginValue => ({
  token: 'tok',
  firstTimeLogin: false,
  passwordExpired: false,
  id: 7,
  userName: 'weak',
  ...over,
});
const switches = (over: Partial<Record<FeatureSwitch, boolean>> = {}) => permissionFixture({ switches: { ...permissionFixture().switches, ...over } });

function openLogin(responses: FixtureResponses) {
  const store = createStore();
  store.set(activeModalState, 'login');
  const view = renderWithPortal(<AuthModals />, { store, url: '/rng', responses: { memberInfo: member, changePassword: null, logout: null, ...responses } });
  return { ...view, store };
}

async function logIn(username: string, password: string) {
  const user = userEvent.setup();
  const dialog = await screen.findByRole('dialog', { name: /Log in/ });
  await user.type(within(dialog).getByRole('textbox', { name: 'Username' }), username);
  await user.type(within(dialog).getByLabelText(/^Password/), password);
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  return user;
}

afterEach(() => sessionStorage.clear());

describe('forced password change (docs/product/accounts-and-auth.md "Forced password change")', { timeout: 30_000 }, () => {
  it('the platform says the session must change its password: the dialog says why, keeps the password typed, and survives in sessionStorage', async () => {
    const { store, calls } = openLogin({ login: loginValue({ mustChangePassword: 'default_password' }) });
    const user = await logIn('weak', DEFAULT_WEAK_PASSWORD);

    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(change).getByRole('status')).toHaveTextContent(
      'You logged in with the default password. For your security, set a password of your own before you continue.',
    );
    expect(within(change).queryByLabelText(/^Old password/)).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Log in/ })).not.toBeInTheDocument();
    expect(store.get(sessionPasswordChangeState)).toEqual({ reason: 'default_password' });
    expect(JSON.parse(sessionStorage.getItem('passwordChange') ?? 'null')).toEqual({ reason: 'default_password' });
    // Of the calls that need a session, nothing but the member's info was asked for.
    expect(calls.filter((call) => endpoints[call.name as EndpointName].auth).map((call) => call.name)).toEqual(['memberInfo']);

    await user.type(within(change).getByLabelText(/^New password/), 'mine5678');
    await user.type(within(change).getByLabelText(/^Confirm new password/), 'mine5678');
    await user.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(store.get(portalAlertState)?.message).toBe('Password changed. Please log in with your new password.'));
    expect(calls.find((call) => call.name === 'changePassword')?.params).toEqual({
      oldPassword: DEFAULT_WEAK_PASSWORD,
      newPassword: 'mine5678',
      confirmNewPassword: 'mine5678',
    });
    expect(store.get(sessionPasswordChangeState)).toBeNull();
    expect(store.get(sessionTokenState)).toBeNull();
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('a platform that says nothing: the portal forces it itself for an expired password while PWDEXPFORCECHANGE3 is on', async () => {
    const { store } = openLogin({ login: loginValue({ passwordExpired: true }), permission: switches() });
    await logIn('expired', 'expired1234');
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(change).getByRole('status')).toHaveTextContent('Your password has expired. Set a new password before you continue.');
    expect(store.get(sessionPasswordChangeState)).toEqual({ reason: 'password_expired' });
  });

  it('PWDEXPFORCECHANGE3 off: an expired password logs in without the dialog', async () => {
    const { store } = openLogin({ login: loginValue({ passwordExpired: true }), permission: switches({ PWDEXPFORCECHANGE3: false }) });
    await logIn('expired', 'expired1234');
    await waitFor(() => expect(store.get(sessionTokenState)).toBe('tok'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Log in/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
    expect(store.get(sessionPasswordChangeState)).toBeNull();
  });

  it('after a reload the dialog opens by itself and asks for the current password; logging out is the only other way', async () => {
    const store = createStore();
    store.set(sessionTokenState, 'tok');
    store.set(sessionPasswordChangeState, { reason: 'default_password' });
    const { calls } = renderWithPortal(<AuthModals />, { store, responses: { memberInfo: member, logout: null } });
    const user = userEvent.setup();
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(change).getByLabelText(/^Old password/)).toBeInTheDocument();
    await user.click(within(change).getByRole('button', { name: 'Not now: log out' }));
    await waitFor(() => expect(store.get(sessionTokenState)).toBeNull());
    expect(calls.map((call) => call.name)).toContain('logout');
    expect(store.get(sessionPasswordChangeState)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
  });
});
