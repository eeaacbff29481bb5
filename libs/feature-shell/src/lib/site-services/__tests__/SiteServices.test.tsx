import { defineBrand } from '@portal/brand';
import { testBrand } from '@portal/brand/testing';
import { portalAlertState } from '@portal/data-access';
import { Modal } from '@portal/ui-kit';
import { permissionFixture } from '@portal/data-access/testing';
import { renderWithPortal, type FixtureResponses } from '@portal/page-kit/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnalyticsChoicesButton } from '../components/AnalyticsChoicesButton';
import { SiteServices } from '../components/SiteServices';
import { analyticsConsentState } from '../states/analyticsConsentState';

const permission = (over: Parameters<typeof permissionFixture>[0] = {}) => permissionFixture({ analytics: { gtagId: 'G-TEST1234' }, ...over });

const withTag = defineBrand({ ...testBrand, analytics: { gtag: true }, support: { email: 'help@test.example', phone: '+55 11 4000-0000' } });

type GtagWindow = Window & { dataLayer?: unknown[][]; gtag?: unknown };
const pageViews = () =>
  ((window as GtagWindow).dataLayer ?? [])
    .map((entry) => Array.from(entry))
    .filter(([kind, name]) => kind === 'event' && name === 'page_view')
    .map(([, , params]) => (params as { page_path: string }).page_path);
const tagScripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.src.startsWith('https://www.googletagmanager.com/gtag/js'));

const consentUpdates = () =>
  ((window as GtagWindow).dataLayer ?? [])
    .map((entry) => Array.from(entry))
    .filter(([kind, action]) => kind === 'consent' && action === 'update')
    .map(([, , params]) => (params as { analytics_storage: string }).analytics_storage);
const optedOut = () => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST1234'];

function renderServices(responses: FixtureResponses, { brand = withTag, url = '/' } = {}) {
  return renderWithPortal(
    <>
      <SiteServices />
      <footer>
        <AnalyticsChoicesButton />
      </footer>
    </>,
    { brand, url, responses: { domainRoutes: [], whitelabelMenu: undefined, ...responses } },
  );
}

beforeEach(() => {
  localStorage.clear();
  delete (window as GtagWindow).dataLayer;
  delete (window as GtagWindow).gtag;
  tagScripts().forEach((script) => script.remove());
});
afterEach(() => document.getElementById('root')?.remove());

describe('analytics (docs/product/shell-and-navigation.md "Analytics")', { timeout: 30_000 }, () => {
  it('asks first and loads nothing; Accept loads the tag for the platform’s id and sends a page view per route change', async () => {
    const user = userEvent.setup();
    const { router, store } = renderServices({ permission: permission() });
    const banner = await screen.findByRole('region', { name: 'Analytics cookies' });
    expect(banner).toHaveTextContent('Google Analytics');
    expect(tagScripts()).toHaveLength(0);
    expect((window as GtagWindow).dataLayer).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).not.toBeInTheDocument();
    expect(store.get(analyticsConsentState)).toBe('granted');
    expect(JSON.parse(localStorage.getItem('analyticsConsent')!)).toBe('granted');
    await waitFor(() => expect(tagScripts().map((script) => script.src)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1234']));
    expect(pageViews()).toEqual(['/']);
    await act(() => router.navigate('/rng?vassalage=PG'));
    await act(() => router.navigate('/promotions'));
    expect(pageViews()).toEqual(['/', '/rng?vassalage=PG', '/promotions']);
  });

  it('Reject is remembered: no tag, no page view, no banner again', async () => {
    const user = userEvent.setup();
    const { router, store } = renderServices({ permission: permission() });
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(store.get(analyticsConsentState)).toBe('denied');
    await act(() => router.navigate('/rng'));
    expect(tagScripts()).toHaveLength(0);
    expect(pageViews()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).not.toBeInTheDocument();
  });

  it('the footer asks again without withdrawing; Reject then stops the tag; a new Accept turns the same tag back on, never a second gtag.js', async () => {
    const user = userEvent.setup();
    localStorage.setItem('analyticsConsent', JSON.stringify('granted'));
    const { router, store } = renderServices({ permission: permission() });
    await waitFor(() => expect(tagScripts()).toHaveLength(1));
    expect(pageViews()).toEqual(['/']);

    // Asked again: the banner shows, focused, and the consent given stays in force until the visitor answers.
    await user.click(await screen.findByRole('button', { name: 'Analytics cookies' }));
    const banner = await screen.findByRole('region', { name: 'Analytics cookies' });
    expect(banner).toHaveFocus();
    expect(store.get(analyticsConsentState)).toBe('granted');
    expect(consentUpdates()).toEqual([]);
    expect(optedOut()).toBe(false);
    await act(() => router.navigate('/rng'));
    expect(pageViews()).toEqual(['/', '/rng']);

    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.queryByRole('region', { name: 'Analytics cookies' })).not.toBeInTheDocument();
    expect(store.get(analyticsConsentState)).toBe('denied');
    expect(consentUpdates()).toEqual(['denied']);
    expect(optedOut()).toBe(true);
    await act(() => router.navigate('/live'));
    expect(pageViews()).toEqual(['/', '/rng']);

    await user.click(screen.getByRole('button', { name: 'Analytics cookies' }));
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(store.get(analyticsConsentState)).toBe('granted');
    expect(consentUpdates()).toEqual(['denied', 'granted']);
    expect(optedOut()).toBe(false);
    expect(tagScripts()).toHaveLength(1);
    expect(pageViews()).toEqual(['/', '/rng', '/live']);
  });

  it('nothing without an id from the platform, nor for a brand whose build does not admit the tag', async () => {
    renderServices({ permission: permission({ analytics: { gtagId: null } }) });
    renderServices({ permission: permission() }, { brand: testBrand });
    await waitFor(() => expect(screen.queryAllByRole('region')).toHaveLength(0));
    expect(tagScripts()).toHaveLength(0);
  });
});

describe('the domain check (docs/product/shell-and-navigation.md "Domain check")', { timeout: 30_000 }, () => {
  it('on a host that is not one of the merchant’s web domains, covers the portal with the invalid-domain page and the support contacts', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    renderServices({
      permission: permission({ analytics: { gtagId: null } }),
      domainRoutes: [
        { domain: 'casino.example', type: 'web', priority: 1 },
        { domain: 'localhost', type: 'api', priority: 1 },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invalid domain' })).toBeInTheDocument();
    expect(screen.getByText('localhost is not an address of Test Brand. Please contact support for the right address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@test.example' })).toHaveAttribute('href', 'mailto:help@test.example');
    expect(screen.getByRole('link', { name: '+55 11 4000-0000' })).toHaveAttribute('href', 'tel:+551140000000');
    expect(root).toHaveAttribute('inert');
  });

  it('makes a modal portalled to <body> inert too, one opened later as well, and gives everything back when it goes', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    const services = renderWithPortal(
      <>
        <SiteServices />
        <Modal open onClose={() => undefined} title="Log in" closeLabel="Close">
          <button type="button">Enter</button>
        </Modal>
      </>,
      {
        responses: {
          permission: permission({ analytics: { gtagId: null } }),
          domainRoutes: [{ domain: 'casino.example', type: 'web', priority: 1 }],
          whitelabelMenu: undefined,
        },
      },
    );
    const cover = (await screen.findByRole('heading', { level: 1, name: 'Invalid domain' })).closest('body > *')!;
    const modal = screen.getByRole('dialog', { name: 'Log in', hidden: true }).closest('body > *')!;
    expect(modal).not.toBe(cover);
    expect(modal).toHaveAttribute('inert');
    expect(root).toHaveAttribute('inert');
    expect(cover).not.toHaveAttribute('inert');
    // A dialog portalled after the page showed.
    const later = document.createElement('div');
    document.body.append(later);
    await waitFor(() => expect(later).toHaveAttribute('inert'));
    services.unmount();
    expect(root).not.toHaveAttribute('inert');
    expect(later).not.toHaveAttribute('inert');
    later.remove();
  });

  it('lets the portal be on one of them, or a subdomain of one', async () => {
    const { calls } = renderServices({
      permission: permission({ analytics: { gtagId: null } }),
      domainRoutes: [{ domain: 'LOCALHOST', type: 'web', priority: 1 }],
    });
    await waitFor(() => expect(calls.some((call) => call.name === 'domainRoutes')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'Invalid domain' })).not.toBeInTheDocument();
  });
});

describe('the white-label menu (docs/product/shell-and-navigation.md "White-label menu")', { timeout: 30_000 }, () => {
  it('a section the merchant switched off is not offered: its route goes home with a notice; the menu is asked for without a token', async () => {
    const menu = permission().whitelabel;
    const { router, store, calls } = renderServices(
      {
        permission: permission({ analytics: { gtagId: null } }),
        whitelabelMenu: { ...menu, menus: menu.menus.map((item) => (item.key === 'pointMall' ? { ...item, enabled: false } : item)) },
      },
      { url: '/rng' },
    );
    await waitFor(() => expect(calls.some((call) => call.name === 'whitelabelMenu')).toBe(true));
    expect(router.state.location.pathname).toBe('/rng');
    await act(() => router.navigate('/pointMall'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.get(portalAlertState)).toMatchObject({ message: 'This section is not offered on this site.' });
  });
});
