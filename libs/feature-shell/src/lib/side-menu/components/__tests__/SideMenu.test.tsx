import { BrandProvider, defineBrand } from '@portal/brand';
import { testBrand } from '@portal/brand/testing';
import { languageState, sessionTokenState, useWhitelabelMenu } from '@portal/data-access';
import { permissionFixture, TestPlatformRoot } from '@portal/data-access/testing';
import { renderWithPortal } from '@portal/page-kit/testing';
import { TestI18nProvider } from '@portal/i18n/testing';
import { renderWithTheme } from '@portal/ui-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { GamesSheet } from '../../../phone/components/GamesSheet';
import { PhoneBottomBar } from '../../../phone/components/PhoneBottomBar';
import { SideMenu } from '../SideMenu';

const card = (vassalage: string, title: string, gameType: 'RNG' | 'LIVE') => ({
  vassalage,
  title,
  smallIcon: `/icons/${vassalage}.svg`,
  isHot: false,
  isGame: 'VASSALAGE' as const,
  gameType,
  providerCode: null,
  nodeId: null,
  gameCount: 3,
});
const gameMenus = [
  { gameType: 'LIVE' as const, title: 'Live casino', cards: [card('EVO', 'Evolution', 'LIVE')], gameClassify: [] },
  { gameType: 'RNG' as const, title: 'Slots', cards: [card('PG', 'PG Soft', 'RNG'), card('JILI', 'JILI', 'RNG')], gameClassify: [] },
  { gameType: 'FISH' as const, title: 'Fishing', cards: [], gameClassify: [] },
];

function renderMenu(brand = testBrand, mini = false) {
  return renderWithTheme(
    <BrandProvider brand={brand}>
      <TestPlatformRoot responses={{ gameMenus }}>
        <TestI18nProvider>
          <MemoryRouter initialEntries={['/rng?vassalage=PG']}>
            <SideMenu mini={mini} onToggleMini={() => undefined} />
          </MemoryRouter>
        </TestI18nProvider>
      </TestPlatformRoot>
    </BrandProvider>,
  );
}

describe('SideMenu', () => {
  it('lists Home, In-House, the categories that have vendors in spec order, then Promotions', async () => {
    renderMenu();
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await screen.findByRole('link', { name: 'Slots' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(0, 2)).toEqual(['Home', 'In-House']);
    expect(links.indexOf('Live casino')).toBeLessThan(links.indexOf('Slots'));
    expect(links).not.toContain('Fishing');
    expect(links[links.length - 1]).toBe('Promotions');
  });

  it('shows the vendors of a category with an All entry, linking with the vassalage query', async () => {
    const user = userEvent.setup();
    renderMenu();
    // The current category is open: its vendor is the current page.
    const vendors = await screen.findByRole('list', { name: 'Slots vendors' });
    expect(within(vendors).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/rng');
    expect(within(vendors).getByRole('link', { name: 'PG Soft' })).toHaveAttribute('href', '/rng?vassalage=PG');
    expect(within(vendors).getByRole('link', { name: 'PG Soft' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Live casino vendors' }));
    expect(within(screen.getByRole('list', { name: 'Live casino vendors' })).getByRole('link', { name: 'Evolution' })).toHaveAttribute(
      'href',
      '/live?vassalage=EVO',
    );
  });

  it('hides the language list for a one-language brand and shows it for more', async () => {
    const { unmount } = renderMenu();
    await screen.findByRole('link', { name: 'Slots' });
    expect(screen.queryByRole('button', { name: 'English' })).not.toBeInTheDocument();
    unmount();
    renderMenu(defineBrand({ ...testBrand, languages: ['pt', 'en'] }));
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Português' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("stores a logged-in member's language on the platform (updateLanguage) and switches the interface", async () => {
    const user = userEvent.setup();
    const store = createStore();
    store.set(sessionTokenState, 'member-token');
    const { calls } = renderWithPortal(<SideMenu mini={false} onToggleMini={() => undefined} />, {
      brand: defineBrand({ ...testBrand, languages: ['pt', 'en', 'zh'] }),
      store,
      responses: { gameMenus, updateLanguage: null },
    });
    await user.click(screen.getByRole('button', { name: '中文' }));
    expect(store.get(languageState)).toBe('zh');
    await waitFor(() => expect(calls.find((call) => call.name === 'updateLanguage')?.params).toEqual({ language: 'CN' }));
    expect(screen.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("keeps a guest's language on the device only (no updateLanguage without a session)", async () => {
    const user = userEvent.setup();
    const store = createStore();
    const { calls } = renderWithPortal(<SideMenu mini={false} onToggleMini={() => undefined} />, {
      brand: defineBrand({ ...testBrand, languages: ['pt', 'en'] }),
      store,
      responses: { gameMenus },
    });
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(store.get(languageState)).toBe('en');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.map((call) => call.name)).not.toContain('updateLanguage');
  });

  describe('the white-label menu (docs/product/shell-and-navigation.md "White-label menu")', () => {
    const menus = (...off: string[]) => {
      const { whitelabel } = permissionFixture();
      const section = (key: string, route: string) => ({ key, title: key, route, sort: 0, enabled: !off.includes(key) });
      return { ...whitelabel, menus: [section('home', '/home'), section('inhouse', '/inhouse'), section('rng', '/rng'), section('promotions', '/promotions')] };
    };
    /** What the site services ask for after the start (`/wps/system/whitelabel`); the side menu never asks itself. */
    function AskedAfterStart() {
      useWhitelabelMenu();
      return null;
    }

    it('leaves out In-House, a category and Promotions when the permission’s copy switches them off', async () => {
      renderWithPortal(<SideMenu mini={false} onToggleMini={() => undefined} />, {
        responses: { gameMenus, permission: permissionFixture({ whitelabel: menus('inhouse', 'rng', 'promotions') }) },
      });
      await screen.findByRole('link', { name: 'Live casino' });
      const links = within(screen.getByRole('navigation', { name: 'Main menu' }))
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(links).toEqual(['Home', 'Live casino']);
    });

    it('follows the menu asked for after the start, which wins over the permission’s copy', async () => {
      const { calls } = renderWithPortal(
        <>
          <SideMenu mini={false} onToggleMini={() => undefined} />
          <AskedAfterStart />
        </>,
        { responses: { gameMenus, permission: permissionFixture({ whitelabel: menus() }), whitelabelMenu: menus('promotions') } },
      );
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Promotions' })).not.toBeInTheDocument());
      expect(screen.getByRole('link', { name: 'In-House' })).toBeInTheDocument();
      expect(calls.filter((call) => call.name === 'whitelabelMenu')).toHaveLength(1);
    });

    it('on a phone: the bottom bar leaves out Promotions and the games sheet In-House and the category switched off', async () => {
      const responses = { gameMenus, permission: permissionFixture({ whitelabel: menus('inhouse', 'promotions', 'rng') }) };
      const { unmount } = renderWithPortal(<PhoneBottomBar />, { responses });
      const bar = within(screen.getByRole('navigation', { name: 'Bottom navigation' }));
      await waitFor(() => expect(bar.getAllByRole('link').map((link) => link.textContent)).toEqual(['Home']));
      unmount();

      renderWithPortal(<GamesSheet onClose={() => undefined} backdropShown={false} />, { responses });
      const sheet = within(await screen.findByRole('navigation', { name: 'Games' }));
      await sheet.findByRole('link', { name: 'Live casino' });
      expect(sheet.getAllByRole('link').map((link) => link.textContent)).toEqual(['Live casino']);
    });
  });

  it('leaves out online customer service when the platform says it is not offered', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithPortal(<SideMenu mini={false} onToggleMini={() => undefined} />, {
      responses: { gameMenus, permission: permissionFixture({ customerService: { enabled: false, url: null } }) },
    });
    await user.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(screen.getByRole('button', { name: 'Announcements' })).toBeInTheDocument();
    await waitFor(() => expect(calls.map((call) => call.name)).toContain('permission'));
    expect(screen.queryByRole('button', { name: 'Online customer service' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.name)).not.toContain('customerServiceLink');
  });

  it('keeps the customer-service submenu closed until asked', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Customer service' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/helpmc');
  });
});
