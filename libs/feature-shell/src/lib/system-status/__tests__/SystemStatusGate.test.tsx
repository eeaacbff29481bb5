import { BrandProvider } from '@portal/brand';
import { testBrand } from '@portal/brand/testing';
import { permissionFixture, PlatformError, TestPlatformRoot, type FixtureResponses } from '@portal/data-access/testing';
import { TestI18nProvider } from '@portal/i18n/testing';
import { renderWithTheme } from '@portal/ui-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SystemStatusGate } from '../components/SystemStatusGate';

function renderGate(responses: FixtureResponses) {
  return renderWithTheme(
    <BrandProvider brand={testBrand}>
      <TestPlatformRoot responses={responses}>
        <TestI18nProvider>
          <SystemStatusGate>
            <p>the portal</p>
          </SystemStatusGate>
        </TestI18nProvider>
      </TestPlatformRoot>
    </BrandProvider>,
  );
}

describe('SystemStatusGate', () => {
  it('renders the app for status 0', async () => {
    renderGate({ systemStatus: { status: 0, ip: '1.1.1.1', country: 'BR' } });
    expect(await screen.findByText('the portal')).toBeInTheDocument();
  });

  it('renders the maintenance page for status 1', async () => {
    renderGate({ systemStatus: { status: 1, ip: '1.1.1.1', country: 'BR' } });
    expect(await screen.findByRole('heading', { name: 'System Maintenance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'RESTRICTION OF VISIT' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.queryByText('the portal')).not.toBeInTheDocument();
  });

  it('follows the permission info when the status call says 0 or fails: maintenance, or the restriction with its location', async () => {
    const ok = { status: 0 as const, ip: '1.1.1.1', country: 'BR' };
    const { unmount } = renderGate({ systemStatus: ok, permission: permissionFixture({ maintenance: true }) });
    expect(await screen.findByRole('heading', { name: 'System Maintenance' })).toBeInTheDocument();
    expect(screen.queryByText('the portal')).not.toBeInTheDocument();
    unmount();

    const failed = new PlatformError({ kind: 'network', endpoint: 'systemStatus' });
    const restricted = renderGate({
      systemStatus: failed,
      permission: permissionFixture({ regionRestriction: true, location: { ip: '198.51.100.4', country: 'US' } }),
    });
    expect(await screen.findByText('198.51.100.4')).toBeInTheDocument();
    expect(screen.getByText('US')).toBeInTheDocument();
    restricted.unmount();

    renderGate({ systemStatus: ok, permission: permissionFixture() });
    expect(await screen.findByText('the portal')).toBeInTheDocument();
  });

  it('renders the IP-restriction page with the visitor ip and country for status 2', async () => {
    renderGate({ systemStatus: { status: 2, ip: '203.0.113.9', country: 'PT' } });
    expect(await screen.findByText('203.0.113.9')).toBeInTheDocument();
    expect(screen.getByText('PT')).toBeInTheDocument();
    expect(screen.queryByText('the portal')).not.toBeInTheDocument();
  });
});
