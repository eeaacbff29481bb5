import { activeModalState } from '@portal/data-access';
import { permissionFixture } from '@portal/data-access/testing';
import { renderWithPortal } from '@portal/page-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { COUNTRIES_FIXTURE, registerSettingsFixture } from '../../register/__fixtures__/registerSettingsFixture';
import { AuthModals } from '../../modals/components/AuthModals';

const PHONE_RULE = { enabled: true, required: true, acceptedPattern: '^[0-9]+$', minLength: 8, maxLength: 11, patternId: 'phone' };

describe('forgot password by phone: the rules the player meets (docs/product/accounts-and-auth.md "Passwords")', { timeout: 30_000 }, () => {
  it('number (required, phone rule), code (required) and new password (password rule) are checked before anything is sent', async () => {
    const store = createStore();
    store.set(activeModalState, 'forgetPassword');
    const { calls } = renderWithPortal(<AuthModals />, {
      store,
      responses: { permission: permissionFixture(), registerSettings: registerSettingsFixture({ mobileNum: PHONE_RULE }), countryList: COUNTRIES_FIXTURE },
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.click(await within(dialog).findByRole('tab', { name: 'By phone' }));
    const form = within(dialog).getByRole('form', { name: 'Reset by phone' });

    await user.click(within(form).getByRole('button', { name: 'Reset password and log in' }));
    expect(await within(form).findByText('Mobile number not empty')).toBeInTheDocument();
    expect(within(form).getByText('Verification code not empty')).toBeInTheDocument();
    expect(within(form).getByText('New password not empty')).toBeInTheDocument();

    // A code is not asked for a number that breaks the rule.
    await user.type(within(form).getByRole('textbox', { name: 'Mobile number' }), '12ab');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('Wrong phone format: use 8 to 11 digits')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Mobile number' })).toHaveFocus();

    await user.clear(within(form).getByRole('textbox', { name: 'Mobile number' }));
    await user.type(within(form).getByRole('textbox', { name: 'Mobile number' }), '11987654321');
    await user.type(within(form).getByRole('textbox', { name: 'Verification code' }), '123456');
    await user.type(within(form).getByLabelText(/^New password/), 'abc');
    await user.click(within(form).getByRole('button', { name: 'Reset password and log in' }));
    expect(await within(form).findByText('The password must have 6 to 20 characters')).toBeInTheDocument();
    await waitFor(() => expect(within(form).queryByText('Mobile number not empty')).not.toBeInTheDocument());
    expect(calls.some((call) => call.name === 'smsNoLogin' || call.name === 'passwordByPhone')).toBe(false);
  });
});
