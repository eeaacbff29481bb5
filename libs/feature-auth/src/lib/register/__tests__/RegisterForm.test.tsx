import { REGISTER_FIELDS, type RegisterRule, type RegisterRules, type RegisterSettings } from '@portal/api-contract';
import { defineBrand, type BrandConfig } from '@portal/brand';
import { activeModalState, portalAlertState } from '@portal/data-access';
import { PlatformError, renderWithPortal, type FixtureResponses } from '@portal/page-kit/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterForm } from '../components/RegisterForm';

const off: RegisterRule = { enabled: false, required: false, acceptedPattern: '*', minLength: 0, maxLength: 0, patternId: 'any' };
function settingsWith(over: Partial<Record<keyof RegisterRules, Partial<RegisterRule>>>): RegisterSettings {
  const rules = Object.fromEntries(REGISTER_FIELDS.map((f) => [f, { ...off, ...over[f] }])) as RegisterRules;
  rules.username = {
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z0-9]+$',
    minLength: 4,
    maxLength: 16,
    patternId: 'letters_digits',
    ...over.username,
  };
  rules.password = { enabled: true, required: true, acceptedPattern: '*', minLength: 6, maxLength: 20, patternId: 'password', ...over.password };
  rules.confirmPassword = { ...off, enabled: true, required: true };
  const switches = {
    MOBILEVERCODELOGIN3: true,
    DIRECTREG3: true,
    FREEPLAY3: true,
    PWDEXPFORCECHANGE3: true,
    MOBILENUMREG3: true,
    REGMBVERF3: false,
    MOBILENUMPASSREG3: false,
    USERNAMEREG3: true,
    CBS3: true,
    CHNGPASSVERIF3: true,
  };
  return { rules, switches, defaultCountryDialingCode: '+55', signUpBonus: null };
}

function renderForm(
  settings: RegisterSettings,
  mode: 'username' | 'mobile',
  responses: FixtureResponses = {},
  url = '/',
  variant: 'page' | 'modal' = 'page',
  brand?: BrandConfig,
) {
  return renderWithPortal(<RegisterForm mode={mode} settings={settings} variant={variant} />, {
    url,
    brand,
    responses: {
      countryList: [
        { countryCode: 'BR', countryDialingCode: '+55', countryName: 'Brasil' },
        { countryCode: 'PT', countryDialingCode: '+351', countryName: 'Portugal' },
      ],
      ...responses,
    },
  });
}

afterEach(() => vi.useRealTimers());

// Component tests with a user: the default 5 s is too short on the shared 2-core machine.
describe('RegisterForm', { timeout: 30_000 }, () => {
  it('an invitation link (/register?code=…) fills the invitation code, which stays editable', async () => {
    renderForm(settingsWith({ affiliateCode: { enabled: true } }), 'username', {}, '/register?code=RAB12CD3');
    const field = screen.getByRole('textbox', { name: /Invitation code/ });
    expect(field).toHaveValue('RAB12CD3');
    await userEvent.clear(field);
    await userEvent.type(field, 'AGENT01');
    expect(field).toHaveValue('AGENT01');
  });

  it('shows only enabled fields, with a star on required placeholders', () => {
    renderForm(settingsWith({ email: { enabled: true, required: true }, zalo: { enabled: true }, qqNum: { enabled: false, required: true } }), 'username');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('placeholder', '* Choose a username');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('placeholder', '* name@example.com');
    expect(screen.getByRole('textbox', { name: 'Zalo' })).toHaveAttribute('placeholder', 'Enter a Zalo number ID to redeem the bonus');
    expect(screen.queryByRole('textbox', { name: 'QQ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
  });

  it('validates from the rules, keeps the input and focuses the first bad field; no request is sent', async () => {
    const user = userEvent.setup();
    const { calls } = renderForm(
      settingsWith({ paymentPassword: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 6, patternId: 'digits' } }),
      'username',
    );
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ab');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret2');
    await user.type(screen.getByLabelText(/^Payment password/), '12a');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Use 4 to 16 letters and digits')).toBeInTheDocument();
    expect(screen.getByText('The two passwords are inconsistent')).toBeInTheDocument();
    expect(screen.getByText('Use 6 digits only')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('ab');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    expect(calls.filter((c) => c.name === 'register')).toHaveLength(0);
  });

  it('says "<label> not empty" for required fields', async () => {
    const user = userEvent.setup();
    renderForm(settingsWith({}), 'username');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Username not empty')).toBeInTheDocument();
    expect(screen.getByText('Password not empty')).toBeInTheDocument();
  });

  it('mobile registration checks the number before sending, then blocks the button for expiredMinutes × 60 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = renderForm(
      settingsWith({ mobileNum: { enabled: true, acceptedPattern: '^[0-9]+$', minLength: 8, maxLength: 11, patternId: 'phone' } }),
      'mobile',
      {
        smsRegister: { expiredMinutes: 2, expirationTime: Date.now() + 120_000 },
      },
    );
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Mobile number not empty')).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'smsRegister')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const resend = await screen.findByRole('button', { name: 'Resend in 120s' });
    expect(resend).toBeDisabled();
    expect(calls.filter((c) => c.name === 'smsRegister')).toEqual([{ name: 'smsRegister', params: { mobileNo: '11987654321', countryDialingCode: '+55' } }]);
    await act(async () => vi.advanceTimersByTime(119_000));
    expect(screen.getByRole('button', { name: 'Resend in 1s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('an SMS failure raises a warning with the server message and a confirm button', async () => {
    const user = userEvent.setup();
    const { store } = renderForm(
      settingsWith({ mobileNum: { enabled: true, acceptedPattern: '^[0-9]+$', minLength: 8, maxLength: 11, patternId: 'phone' } }),
      'mobile',
      {
        smsRegister: new PlatformError({ kind: 'business', endpoint: 'smsRegister', messageKey: 'mobile_exists' }),
      },
    );
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(store.get(portalAlertState)).toMatchObject({ tone: 'warning', message: 'This mobile number is already registered', confirmLabel: 'Confirm' }),
    );
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('the country is chosen with the keyboard alone (type to filter, arrows, Enter) and its code is sent', async () => {
    const user = userEvent.setup();
    const { calls } = renderForm(
      settingsWith({ mobileNum: { enabled: true, acceptedPattern: '^[0-9]+$', minLength: 8, maxLength: 11, patternId: 'phone' } }),
      'mobile',
      { smsRegister: { expiredMinutes: 2, expirationTime: Date.now() + 120_000 } },
    );
    const country = await screen.findByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(country).toHaveValue('+55 Brasil'));
    await user.click(country);
    await user.clear(country);
    await user.keyboard('Portu');
    expect(await screen.findByRole('option', { name: '+351 Portugal' })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(country).toHaveValue('+351 Portugal');
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '11987654321');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.name === 'smsRegister')).toEqual([{ name: 'smsRegister', params: { mobileNo: '11987654321', countryDialingCode: '+351' } }]),
    );
  });

  it('the register call says where it comes from: the page (registerUrl), WEB and the site’s domain', async () => {
    const user = userEvent.setup();
    const { calls } = renderForm(settingsWith({}), 'username', {
      register: { token: 'new-token', firstTimeLogin: true, passwordExpired: false, id: 9, userName: 'newplayer1' },
      memberInfo: new PlatformError({ kind: 'network', endpoint: 'memberInfo' }),
    });
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'newplayer1');
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'register')).toBe(true));
    expect(calls.find((c) => c.name === 'register')!.params).toMatchObject({
      username: 'newplayer1',
      registerUrl: window.location.href,
      registerMethod: 'WEB',
      domain: window.location.host,
    });
    expect(window.location.host).not.toBe('');
  });

  it('MOBILENUMPASSREG3: mobile registration by number and password, without an SMS code', async () => {
    const user = userEvent.setup();
    const settings = settingsWith({ mobileNum: { enabled: true, acceptedPattern: '^[0-9]+$', minLength: 8, maxLength: 11, patternId: 'phone' } });
    const { calls, store } = renderForm({ ...settings, switches: { ...settings.switches, MOBILENUMREG3: false, MOBILENUMPASSREG3: true } }, 'mobile', {
      mobileRegister: { token: 'new-token', firstTimeLogin: true, passwordExpired: false, id: 8, userName: 'u20260001' },
      memberInfo: new PlatformError({ kind: 'network', endpoint: 'memberInfo' }),
    });
    expect(screen.queryByRole('textbox', { name: /Verification code/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), '11987654321');
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.type(screen.getByLabelText(/^Confirm password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'mobileRegister')).toBe(true));
    const sent = calls.find((c) => c.name === 'mobileRegister')!.params as Record<string, unknown>;
    expect(sent).toMatchObject({ mobileNum: '11987654321', countryDialingCode: '+55', password: 'secret12', confirmPassword: 'secret12' });
    expect(sent['verificationCode']).toBeUndefined();
    expect(calls.some((c) => c.name === 'smsRegister')).toBe(false);
    await waitFor(() => expect(store.get(portalAlertState)?.message).toContain('u20260001'));
  });

  it('on the register page, Reset empties the form and its messages', async () => {
    const user = userEvent.setup();
    renderForm(settingsWith({ email: { enabled: true, required: true, acceptedPattern: '*', minLength: 0, maxLength: 64, patternId: 'email' } }), 'username');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ab');
    await user.type(screen.getByLabelText(/^Password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('E-mail not empty')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    await waitFor(() => expect(screen.queryByText('E-mail not empty')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('in the modal, Log in switches to the login form instead of Reset', async () => {
    const user = userEvent.setup();
    const { store } = renderForm(settingsWith({}), 'username', {}, '/', 'modal');
    store.set(activeModalState, 'register');
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(activeModalState)).toBe('login');
  });

  it('names the sign-up bonus in the brand’s money format where the Zalo and WhatsApp accounts are asked for', () => {
    const vnd = defineBrand({
      code: 'vn',
      name: 'Portal VN',
      merchantCode: 'VN001',
      languages: ['en'],
      defaultLanguage: 'en',
      logo: '/logo.svg',
      currency: { symbol: '₫', symbolPosition: 'after', symbolSpacing: true, decimals: 0, thousandsSeparator: '.', decimalSeparator: ',' },
    });
    renderForm({ ...settingsWith({ zalo: { enabled: true }, whatsapp: { enabled: true } }), signUpBonus: 1000 }, 'username', {}, '/register', 'page', vnd);
    const zalo = screen.getByRole('textbox', { name: 'Zalo' });
    expect(zalo).toHaveAttribute('placeholder', 'Enter a Zalo number ID to redeem the 1.000 ₫ bonus');
    expect(zalo).toHaveAccessibleDescription('Registration bonus: 1.000 ₫');
    expect(screen.getByRole('textbox', { name: 'WhatsApp' })).toHaveAttribute('placeholder', 'Enter a WhatsApp number ID to redeem the 1.000 ₫ bonus');
  });
});
