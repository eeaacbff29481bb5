import { BrandProvider, defineBrand } from '@portal/brand';
import { testBrand } from '@portal/brand/testing';
import { languageState, sessionTokenState } from '@portal/data-access';
import { TestPlatformRoot } from '@portal/data-access/testing';
import { renderWithPortal } from '@portal/page-kit/testing';
import { TestI18nProvider } from '@portal/i18n/testing';
import { renderWithTheme } from '@portal/ui-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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
