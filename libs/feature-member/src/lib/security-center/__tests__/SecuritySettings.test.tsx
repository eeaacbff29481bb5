import { PlatformError } from '@portal/data-access/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderMemberPage } from '../../../__tests__/renderMemberPage';
import { SecuritySettings } from '../components/SecuritySettings';

const security = { maskedMobile: '+55 *******4321', email: null, twoFactorEnabled: false, paymentPasswordSet: false };
const paymentPasswordStatus = { isSet: false, locked: false, lockedUntil: null, remainingAttempts: 5, mobileBound: true, maskedMobile: '+55 *******4321' };
const rowOf = (title: string) => screen.getByText(title, { exact: true }).closest('li') as HTMLElement;

describe('SecuritySettings', () => {
  it('refuses a wrong current password under its field and keeps what was typed', async () => {
    const { client } = renderMemberPage(<SecuritySettings />, {
      responses: {
        accountSecurity: security,
        paymentPasswordStatus,
        bindEmail: new PlatformError({ kind: 'business', endpoint: 'bindEmail', messageKey: 'password_error', value: { field: 'password' } }),
      },
    });
    await screen.findByText('+55 *******4321');
    const row = rowOf('E-mail');
    await userEvent.click(within(row).getByRole('button', { name: 'Bind' }));
    await userEvent.type(within(row).getByRole('textbox', { name: /E-mail address/ }), 'me@example.com');
    const password = within(row).getByLabelText(/Current login password/);
    await userEvent.type(password, 'wrong-one');
    await userEvent.click(within(row).getByRole('button', { name: 'Bind e-mail' }));
    expect(await within(row).findByText('Wrong password')).toBeInTheDocument();
    expect(password).toHaveFocus();
    expect(within(row).getByRole('textbox', { name: /E-mail address/ })).toHaveValue('me@example.com');
    expect(client.calls.find((c) => c.name === 'bindEmail')?.params).toEqual({ email: 'me@example.com', password: 'wrong-one' });
  });

  it('turns 2FA on: password, then the QR code with its key, then a code of the app', async () => {
    let enabled = false;
    const { client } = renderMemberPage(<SecuritySettings />, {
      responses: {
        accountSecurity: () => ({ ...security, twoFactorEnabled: enabled }),
        paymentPasswordStatus,
        twoFactorSetup: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/Test:demo?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Test',
          expiresAt: 1,
        },
        twoFactorEnable: () => {
          enabled = true;
          return { ...security, twoFactorEnabled: true };
        },
      },
    });
    await screen.findByText('+55 *******4321');
    const row = rowOf('Two-factor authentication');
    expect(within(row).getByText('Off')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Turn on' }));
    await userEvent.type(within(row).getByLabelText(/Current login password/), 'secret123');
    await userEvent.click(within(row).getByRole('button', { name: 'Continue' }));
    expect(await within(row).findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(within(row).getByLabelText('Setup key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await userEvent.type(within(row).getByRole('textbox', { name: /Authenticator code/ }), '12345');
    await userEvent.click(within(row).getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await within(row).findByText('Enter the 6-digit code of your authenticator app')).toBeInTheDocument();
    await userEvent.type(within(row).getByRole('textbox', { name: /Authenticator code/ }), '6');
    await userEvent.click(within(row).getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByText('Two-factor authentication is on: your next login asks for a code')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('Two-factor authentication')).getByText('On')).toBeInTheDocument());
    expect(client.calls.find((c) => c.name === 'twoFactorEnable')?.params).toEqual({ code: '123456' });
  });
});
