import { ERROR_KEY, type MemberInfo } from '@portal/api-contract';
import { activeModalState, sessionTokenState, sessionUsernameState, sessionWithdrawOnlyState } from '@portal/data-access';
import { PlatformError, renderWithPortal, type FixtureResponses } from '@portal/page-kit/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { AuthModals } from '../../modals/components/AuthModals';

const member: MemberInfo = {
  id: 9,
  account: 'resting',
  nickname: 'Resting',
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
};

const until = Date.UTC(2027, 4, 26, 15, 0);
const refused = (value: Record<string, unknown>) => () => {
  throw new PlatformError({ kind: 'business', endpoint: 'login', messageKey: ERROR_KEY.rgSelfExcluded, value });
};

async function logIn(responses: FixtureResponses) {
  const user = userEvent.setup();
  const store = createStore();
  store.set(activeModalState, 'login');
  const { router } = renderWithPortal(<AuthModals />, { store, responses: { memberInfo: member, ...responses }, url: '/rng' });
  await screen.findByRole('dialog', { name: 'Log in to Test Brand' });
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'resting');
  await user.type(screen.getByLabelText(/^Password/), 'resting1234');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return { user, store, router };
}

describe('login refused by a self-exclusion', { timeout: 30_000 }, () => {
  it('shows the end date and offers the withdraw-only session, which becomes the session in that mode', async () => {
    const { user, store, router } = await logIn({ login: refused({ kind: 'self_exclusion', until, withdrawOnlyToken: 'w-tok' }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(/Your account is self-excluded until 2027-05-2\d/);
    expect(store.get(sessionTokenState)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Withdraw my balance' }));
    await waitFor(() => expect(store.get(sessionTokenState)).toBe('w-tok'));
    expect(store.get(sessionWithdrawOnlyState)).toEqual({ kind: 'self_exclusion', until });
    expect(store.get(sessionUsernameState)).toBe('resting');
    expect(store.get(activeModalState)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('a 2FA account refused at the code step goes back to the form with the refusal and the offer', async () => {
    const { user, store } = await logIn({
      login: () => {
        throw new PlatformError({
          kind: 'business',
          endpoint: 'login',
          messageKey: ERROR_KEY.twoFactorRequired,
          value: { captchaRequired: false, twoFactorRequired: true, challengeId: 'ch-1', challengeExpiresAt: Date.now() + 300_000 },
        });
      },
      loginTwoFactor: () => {
        throw new PlatformError({
          kind: 'business',
          endpoint: 'loginTwoFactor',
          messageKey: ERROR_KEY.rgTimeOutActive,
          value: { kind: 'time_out', until, withdrawOnlyToken: 'w-2fa' },
        });
      },
    });
    await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/You are taking a break from play until 2027-05-2\d/);
    await user.click(screen.getByRole('button', { name: 'Withdraw my balance' }));
    await waitFor(() => expect(store.get(sessionTokenState)).toBe('w-2fa'));
    expect(store.get(sessionWithdrawOnlyState)).toEqual({ kind: 'time_out', until });
  });

  it('without a withdraw-only token (nothing to withdraw) there is only the refusal', async () => {
    const { store } = await logIn({ login: refused({ kind: 'self_exclusion', until: null }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is permanently self-excluded.');
    expect(screen.queryByRole('button', { name: 'Withdraw my balance' })).not.toBeInTheDocument();
    expect(store.get(sessionWithdrawOnlyState)).toBeNull();
  });
});
