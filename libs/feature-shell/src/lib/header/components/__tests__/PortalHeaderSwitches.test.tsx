import { FEATURE_SWITCHES, type FeatureSwitch } from '@portal/api-contract';
import { testBrand } from '@portal/brand/testing';
import { activeModalState } from '@portal/data-access';
import { permissionFixture } from '@portal/data-access/testing';
import { renderWithPortal } from '@portal/page-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShellOptionsProvider } from '../../../app/contexts/ShellOptionsContext';
import { PortalHeader } from '../../../layout/components/PortalHeader';

/** A brand whose own defaults are every switch on: what is off below, the platform turned off. */
const brand = { ...testBrand, featureSwitches: Object.fromEntries(FEATURE_SWITCHES.map((name) => [name, true])) as Record<FeatureSwitch, boolean> };

function renderGuestHeader(switches: Partial<Record<FeatureSwitch, boolean>>) {
  return renderWithPortal(
    <ShellOptionsProvider value={{ slots: {}, memberCentreAvailable: true, agentCentreAvailable: false }}>
      <PortalHeader />
    </ShellOptionsProvider>,
    { brand, responses: { permission: permissionFixture({ switches: { ...permissionFixture().switches, ...switches } }) } },
  );
}

describe('the guest header’s switches (docs/product/shell-and-navigation.md)', { timeout: 30_000 }, () => {
  it('on: Free demo and Register open their flows', async () => {
    const user = userEvent.setup();
    const { store } = renderGuestHeader({});
    const account = screen.getByRole('navigation', { name: 'Account' });
    await user.click(within(account).getByRole('button', { name: 'Register' }));
    expect(store.get(activeModalState)).toBe('register');
    await user.click(within(account).getByRole('button', { name: 'Free demo' }));
    expect(store.get(activeModalState)).toBe('freePlay');
  });

  it('DIRECTREG3 off: no Register button; login stays', async () => {
    renderGuestHeader({ DIRECTREG3: false });
    const account = screen.getByRole('navigation', { name: 'Account' });
    await waitFor(() => expect(within(account).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument());
    expect(within(account).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(account).getByRole('button', { name: 'Free demo' })).toBeInTheDocument();
  });

  it('FREEPLAY3 off: no Free demo button', async () => {
    renderGuestHeader({ FREEPLAY3: false });
    const account = screen.getByRole('navigation', { name: 'Account' });
    await waitFor(() => expect(within(account).queryByRole('button', { name: 'Free demo' })).not.toBeInTheDocument());
    expect(within(account).getByRole('button', { name: 'Register' })).toBeInTheDocument();
  });
});
