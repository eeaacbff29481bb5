import { ERROR_KEY, type LoginValue, type MemberInfo } from '@portal/api-contract';
import { activeModalState, sessionTokenState } from '@portal/data-access';
import { PlatformError, renderWithPortal, type FixtureResponses } from '@portal/page-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { AuthModals } from '../../modals/components/AuthModals';

const loginValue = (over: Partial<LoginValue> = {}): LoginValue => ({
  token: 'tok-2fa',
  firstTimeLogin: false,
  passwordExpired: false,
  id: 7,
  userName: 'secure',
  ...over,
});

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

const twoFactorRequired = () => {
  throw new PlatformError({
    kind: 'business',
    endpoint: 'login',
    messageKey: ERROR_KEY.twoFactorRequired,
    value: { captchaRequired: false, twoFactorRequired: true, challengeId: 'ch-1', challengeExpiresAt: Date.now() + 300_000 },
  });
};

function renderLogin(responses: FixtureResponses) {
  const store = createStore();
  store.set(activeModalState, 'login');
  const { calls } = renderWithPortal(<AuthModals />, { store, responses: { memberInfo: member('secure', 'Secure Player'), ...responses } });
  return { store, calls };
}

async function submitPassword(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Log in to Test Brand' });
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'secure');
  await user.type(screen.getByLabelText(/^Password/), 'secure1234');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return dialog;
}

// Component tests with a user: the default 5 s is too short on the shared 2-core machine.
describe('2FA login step', { timeout: 30_000 }, () => {
  it('asks for the code after the password; a wrong code keeps the step with the error; the right one logs in', async () => {
    const user = userEvent.setup();
    const { store, calls } = renderLogin({
      login: twoFactorRequired,
      loginTwoFactor: (params: unknown) => {
        const { code } = params as { code: string };
        if (code !== '123456') {
          throw new PlatformError({
            kind: 'business',
            endpoint: 'loginTwoFactor',
            messageKey: ERROR_KEY.twoFactorCodeInvalid,
            value: { remainingAttempts: 4 },
          });
        }
        return loginValue();
      },
    });
    await submitPassword(user);
    const code = await screen.findByRole('textbox', { name: 'Verification code' });
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('maxlength', '6');
    expect(store.get(sessionTokenState)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'loginTwoFactor')).toHaveLength(0);

    await user.type(code, '65x4321');
    expect(code).toHaveValue('654321');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong verification code (4 attempts left)');
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(store.get(sessionTokenState)).toBe('tok-2fa'));
    expect(store.get(activeModalState)).toBeNull();
    expect(calls.filter((c) => c.name === 'loginTwoFactor').map((c) => c.params)).toEqual([
      { challengeId: 'ch-1', code: '654321' },
      { challengeId: 'ch-1', code: '123456' },
    ]);
  });

  it('the back link returns to the password step; an expired challenge goes back with a message', async () => {
    const user = userEvent.setup();
    renderLogin({
      login: twoFactorRequired,
      loginTwoFactor: () => {
        throw new PlatformError({ kind: 'business', endpoint: 'loginTwoFactor', messageKey: ERROR_KEY.twoFactorChallengeInvalid });
      },
    });
    await submitPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Back to username and password' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('secure');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^Password/), 'secure1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification has expired or had too many wrong codes: please log in again');
    expect(screen.getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Verification code' })).not.toBeInTheDocument();
  });

  it('the modal title names the brand and follows the tab', async () => {
    const user = userEvent.setup();
    renderLogin({});
    expect(await screen.findByRole('dialog', { name: 'Log in to Test Brand' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.getByRole('dialog', { name: 'Join Test Brand' })).toBeInTheDocument();
  });
});
