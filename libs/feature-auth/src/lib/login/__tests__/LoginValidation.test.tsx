import { activeModalState, portalAlertState } from '@portal/data-access';
import { permissionFixture } from '@portal/data-access/testing';
import { renderWithPortal, type FixtureResponses } from '@portal/page-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { COUNTRIES_FIXTURE, registerSettingsFixture } from '../../register/__fixtures__/registerSettingsFixture';
import { AuthModals } from '../../modals/components/AuthModals';

const PHONE_RULE = { enabled: true, required: true, acceptedPattern: '^[0-9]+$', minLength: 8, maxLength: 11, patternId: 'phone' };

function openLogin(responses: FixtureResponses = {}) {
  const store = createStore();
  store.set(activeModalState, 'login');
  const view = renderWithPortal(<AuthModals />, {
    store,
    responses: {
      permission: permissionFixture(),
      registerSettings: registerSettingsFixture({ mobileNum: PHONE_RULE }),
      countryList: COUNTRIES_FIXTURE,
      captcha: 'iVBORw0KGgo=',
      ...responses,
    },
  });
  return { ...view, store };
}

describe('the login form’s rules (docs/product/accounts-and-auth.md)', { timeout: 30_000 }, () => {
  it('an empty login says what is missing under each field, focuses the first and sends nothing', async () => {
    const { calls } = openLogin();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Log in' });
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await within(form).findByText('Username not empty')).toBeInTheDocument();
    expect(within(form).getByText('Password not empty')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveAttribute('aria-invalid', 'true');

    // The username alone still misses the password.
    await user.type(within(form).getByRole('textbox', { name: 'Username' }), 'player1');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(within(form).queryByText('Username not empty')).not.toBeInTheDocument());
    expect(within(form).getByText('Password not empty')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Password/)).toHaveFocus();
    expect(calls.some((call) => call.name === 'login')).toBe(false);
  });

  it('by SMS: the number is required and must follow the phone rule, the code is required; nothing is sent until they are right', async () => {
    const { calls } = openLogin();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Log in' });
    await user.click(await within(form).findByRole('button', { name: 'Log in with an SMS code' }));
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await within(form).findByText('Mobile number not empty')).toBeInTheDocument();
    expect(within(form).getByText('Verification code not empty')).toBeInTheDocument();

    await user.type(within(form).getByRole('textbox', { name: 'Mobile number' }), '123');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('Wrong phone format: use 8 to 11 digits')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();
    expect(calls.some((call) => call.name === 'smsLogin' || call.name === 'login')).toBe(false);
  });

  it('by SMS, the request for a code carries the human check: the captcha is asked for first, sent with the number, and renewed after each request', async () => {
    const { calls, store } = openLogin({ smsLogin: { expiredMinutes: 2, expirationTime: Date.now() + 120_000 } });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Log in' });
    await user.click(await within(form).findByRole('button', { name: 'Log in with an SMS code' }));
    await user.type(within(form).getByRole('textbox', { name: 'Mobile number' }), '11987654321');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('Captcha not empty')).toBeInTheDocument();
    const captcha = within(form).getByRole('textbox', { name: 'Captcha' });
    expect(captcha).toHaveFocus();
    expect(calls.some((call) => call.name === 'smsLogin')).toBe(false);

    const imagesBefore = calls.filter((call) => call.name === 'captcha').length;
    await user.type(captcha, 'K7P2Q');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(calls.filter((call) => call.name === 'smsLogin')).toHaveLength(1));
    expect(calls.find((call) => call.name === 'smsLogin')?.params).toEqual({ mobileNum: '11987654321', countryDialingCode: '+55', captcha: 'K7P2Q' });
    expect(await within(form).findByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    // Single use: the field is emptied and a new image is asked for.
    await waitFor(() => expect(captcha).toHaveValue(''));
    await waitFor(() => expect(calls.filter((call) => call.name === 'captcha').length).toBeGreaterThan(imagesBefore));
    expect(store.get(portalAlertState)).toBeNull();
  });
});
