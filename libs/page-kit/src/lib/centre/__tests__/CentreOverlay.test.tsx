import { msg } from '@lingui/core/macro';
import { mockViewport } from '@portal/ui-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithPortal } from '../../testing/renderWithPortal';
import { CentreOverlay } from '../components/CentreOverlay';
import { CENTRE_STACK_KEY } from '../constants/CENTRE_STACK_KEY';
import { lazyComponent } from '@portal/ui-kit/lazy';

const AlphaPage = () => <p>Alpha content</p>;
const BetaPage = () => <p>Beta content</p>;
const GammaPage = () => <p>Gamma content</p>;

const PAGES = {
  alpha: { label: msg`Alpha`, view: lazyComponent(() => Promise.resolve({ AlphaPage }), 'AlphaPage') },
  beta: { label: msg`Beta`, view: lazyComponent(() => Promise.resolve({ BetaPage }), 'BetaPage') },
  gamma: { label: msg`Gamma`, view: lazyComponent(() => Promise.resolve({ GammaPage }), 'GammaPage') },
};
type Page = keyof typeof PAGES;

function TestCentre({ entries = ['alpha', 'beta', 'gamma'] }: { entries?: Page[] }) {
  return (
    <CentreOverlay<Page>
      param="c"
      pages={PAGES}
      entries={entries.map((page) => (page === 'gamma' ? { page, badge: { count: 3, label: '3 things' } } : { page }))}
      ready
      title="Test centre"
      closeLabel="Close the test centre"
      menuLabel="Test centre menu"
      width={1000}
    />
  );
}

const where = (router: ReturnType<typeof renderWithPortal>['router']) => router.state.location.pathname + router.state.location.search;
const back = async (router: ReturnType<typeof renderWithPortal>['router']) => {
  await act(() => router.navigate(-1));
};

let restore: (() => void) | undefined;
afterEach(() => restore?.());

describe('CentreOverlay beside its menu (tablet, desktop)', () => {
  it('opens the page its address names, with the menu as links; moving pushes, closing replaces', async () => {
    const user = userEvent.setup();
    const { router } = renderWithPortal(<TestCentre />, { url: '/games?page=2' });
    await act(() => router.navigate('/games?page=2&c=beta'));
    const dialog = await screen.findByRole('dialog', { name: 'Test centre' }, { timeout: 15_000 });
    const menu = within(dialog).getByRole('navigation', { name: 'Test centre menu' });
    expect(within(menu).getByRole('link', { name: 'Beta' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Gamma 3 things' })).toHaveAttribute('href', '/games?page=2&c=gamma');
    expect(await within(dialog).findByText('Beta content')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Beta' })).toBeInTheDocument();

    await user.click(within(menu).getByRole('link', { name: 'Alpha' }));
    expect(await within(dialog).findByText('Alpha content')).toBeInTheDocument();
    expect(where(router)).toBe('/games?page=2&c=alpha');
    await back(router);
    expect(await screen.findByText('Beta content')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close the test centre' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(where(router)).toBe('/games?page=2');
    // Closing replaced the entry: back goes to where the player was before opening the centre.
    await back(router);
    expect(where(router)).toBe('/games?page=2');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('replaces an unknown page, a page this player does not have and the menu by the first entry', async () => {
    for (const url of ['/?c=nope', '/?c=gamma', '/?c=menu']) {
      const { router, unmount } = renderWithPortal(<TestCentre entries={['beta', 'alpha']} />, { url });
      await screen.findByText('Beta content');
      expect(where(router)).toBe('/?c=beta');
      unmount();
    }
  });
});

describe('CentreOverlay on a phone', () => {
  it('a page opened by a link is a screen over the menu: back shows the menu, back again closes', async () => {
    restore = mockViewport('phone');
    const { router } = renderWithPortal(<TestCentre />, { url: '/games?c=beta' });
    const dialog = await screen.findByRole('dialog', { name: 'Test centre' });
    expect(await within(dialog).findByText('Beta content')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Beta' })).toHaveFocus();
    expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
    expect(where(router)).toBe('/games?c=beta');

    await back(router);
    expect(where(router)).toBe('/games?c=menu');
    const menu = await screen.findByRole('navigation', { name: 'Test centre menu' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Alpha', 'Beta', 'Gamma33 things']);
    expect(screen.getByRole('heading', { name: 'Test centre' })).toBeInTheDocument();

    await back(router);
    expect(where(router)).toBe('/games');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a page opened from the portal gets the menu under it; the back button and the menu walk the same history', async () => {
    restore = mockViewport('phone');
    const user = userEvent.setup();
    const { router } = renderWithPortal(<TestCentre />, { url: '/games' });
    await act(() => router.navigate('/games?c=gamma'));
    await screen.findByText('Gamma content');
    await user.click(screen.getByRole('button', { name: 'Back to the menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Test centre menu' });
    expect(where(router)).toBe('/games?c=menu');

    await user.click(within(menu).getByRole('link', { name: 'Alpha' }));
    expect(await screen.findByText('Alpha content')).toBeInTheDocument();
    expect(where(router)).toBe('/games?c=alpha');
    await back(router);
    expect(where(router)).toBe('/games?c=menu');
    await back(router);
    expect(where(router)).toBe('/games');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on its menu; a page opened from it is one entry over it', async () => {
    restore = mockViewport('phone');
    const { router } = renderWithPortal(<TestCentre />, { url: '/' });
    await act(() => router.navigate('/?c=menu'));
    expect(await screen.findByRole('navigation', { name: 'Test centre menu' })).toBeInTheDocument();
    await act(() => router.navigate('/?c=beta'));
    await screen.findByText('Beta content');
    await back(router);
    expect(where(router)).toBe('/?c=menu');
    await back(router);
    expect(where(router)).toBe('/');
  });

  it('a reload inside the centre (its menu already under the page in this tab) does not put a second menu under it', async () => {
    restore = mockViewport('phone');
    const { router } = renderWithPortal(<TestCentre />, { url: '/' });
    // As after a reload on a page of the centre: the tab's history already holds the menu under it.
    sessionStorage.setItem(`${CENTRE_STACK_KEY}c`, '1');
    await act(() => router.navigate('/?c=beta'));
    await screen.findByText('Beta content');
    expect(where(router)).toBe('/?c=beta');
    await back(router);
    expect(where(router)).toBe('/');
  });

  it('closing removes the centre from the address', async () => {
    restore = mockViewport('phone');
    const user = userEvent.setup();
    const { router } = renderWithPortal(<TestCentre />, { url: '/games?c=alpha' });
    await screen.findByText('Alpha content');
    await user.click(screen.getByRole('button', { name: 'Close the test centre' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where(router)).toBe('/games');
  });
});
