import { FEATURE_SWITCHES, type FeatureSwitch } from '@portal/api-contract';
import { testBrand } from '@portal/brand/testing';
import { activeModalState, type PortalModal } from '@portal/data-access';
import { permissionFixture } from '@portal/data-access/testing';
import { renderWithPortal } from '@portal/page-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { COUNTRIES_FIXTURE, registerSettingsFixture } from '../../register/__fixtures__/registerSettingsFixture';
import { RegisterPanel } from '../../register/components/RegisterPanel';
import { AuthModals } from '../components/AuthModals';

type Switches = Partial<Record<FeatureSwitch, boolean>>;

/** A brand whose own defaults are every switch on: what is off below, the platform turned off. */
const brand = { ...testBrand, featureSwitches: Object.fromEntries(FEATURE_SWITCHES.map((name) => [name, true])) as Record<FeatureSwitch, boolean> };

/** The platform's switches: every one on, but those given (the permission and the register settings agree). */
function platformWith(switches: Switches) {
  const settings = registerSettingsFixture({
    mobileNum: { enabled: true, required: true, acceptedPattern: '^[0-9]+$', minLength: 8, maxLength: 11, patternId: 'phone' },
  });
  return {
    permission: permissionFixture({ switches: { ...permissionFixture().switches, ...switches } }),
    registerSettings: { ...settings, switches: { ...settings.switches, ...switches } },
    countryList: COUNTRIES_FIXTURE,
  };
}

function openModal(modal: PortalModal, switches: Switches) {
  const store = createStore();
  store.set(activeModalState, modal);
  return renderWithPortal(<AuthModals />, { store, brand, responses: platformWith(switches) });
}

describe('each switch off: what the player sees (docs/product/accounts-and-auth.md)', { timeout: 30_000 }, () => {
  it('MOBILEVERCODELOGIN3: on, the login offers the SMS code; off, username and password only', async () => {
    const on = openModal('login', { MOBILEVERCODELOGIN3: true });
    expect(await screen.findByRole('button', { name: 'Log in with an SMS code' })).toBeInTheDocument();
    on.unmount();

    openModal('login', { MOBILEVERCODELOGIN3: false });
    const form = await screen.findByRole('form', { name: 'Log in' });
    // The brand would offer it: the platform's off wins once it has answered.
    await waitFor(() => expect(within(form).queryByRole('button', { name: 'Log in with an SMS code' })).not.toBeInTheDocument());
    expect(within(form).getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(within(form).queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();
  });

  it('CHNGPASSVERIF3: on, forgot password has an e-mail and a phone tab; off, the e-mail form alone', async () => {
    const on = openModal('forgetPassword', { CHNGPASSVERIF3: true });
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    expect(await within(dialog).findByRole('tab', { name: 'By phone' })).toBeInTheDocument();
    on.unmount();

    openModal('forgetPassword', { CHNGPASSVERIF3: false });
    const only = await screen.findByRole('dialog', { name: 'Forgot password' });
    await waitFor(() => expect(within(only).queryByRole('tablist')).not.toBeInTheDocument());
    expect(within(only).queryByRole('tab', { name: 'By phone' })).not.toBeInTheDocument();
    expect(within(only).getByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
    expect(within(only).queryByRole('textbox', { name: 'Mobile number' })).not.toBeInTheDocument();
  });

  it('MOBILENUMREG3 and USERNAMEREG3: both on, two tabs; either off, that way is gone; both off, registration is closed', async () => {
    const both = renderWithPortal(<RegisterPanel variant="page" />, { brand, responses: platformWith({}) });
    const tabs = await screen.findByRole('tablist', { name: 'Registration method' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Username', 'Mobile number']);
    both.unmount();

    const noMobile = renderWithPortal(<RegisterPanel variant="page" />, { brand, responses: platformWith({ MOBILENUMREG3: false }) });
    expect(await screen.findByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tablist')).not.toBeInTheDocument());
    noMobile.unmount();

    const noUsername = renderWithPortal(<RegisterPanel variant="page" />, { brand, responses: platformWith({ USERNAMEREG3: false }) });
    await waitFor(() => expect(screen.queryByRole('tablist')).not.toBeInTheDocument());
    expect(await screen.findByRole('textbox', { name: 'Mobile number' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    noUsername.unmount();

    renderWithPortal(<RegisterPanel variant="page" />, { brand, responses: platformWith({ USERNAMEREG3: false, MOBILENUMREG3: false }) });
    expect(await screen.findByRole('status')).toHaveTextContent('Registration is closed');
    expect(screen.getByRole('status')).toHaveTextContent('New accounts cannot be opened here at the moment.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });
});
