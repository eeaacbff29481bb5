import type { Game, GameMenu } from '@portal/api-contract';
import { testBrand } from '@portal/brand/testing';
import { BrandProvider } from '@portal/brand';
import { activeModalState, sessionTokenState } from '@portal/data-access';
import { TestPlatformRoot } from '@portal/data-access/testing';
import { TestI18nProvider } from '@portal/i18n/testing';
import { mockViewport, renderWithTheme, stubIntersectionObserver } from '@portal/ui-kit/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LobbyPage } from '../components/LobbyPage';

const game = (n: number, vassalage = 'PG'): Game => ({
  nodeId: n,
  gameCode: `${vassalage}_${n}`,
  code: `${vassalage}_${n}`,
  gameName: `Game ${n}`,
  vassalage,
  vendor: vassalage,
  gameType: 'RNG',
  gameCategory: 'RNG',
  gameClassify: 'slot',
  isGame: 'GAME',
  defaultPlayType: null,
  accountTypeName: vassalage,
  imageUrl: `/img/${n}.svg`,
  minBet: 1,
  minLineNum: 1,
  isHot: false,
});

const menu: GameMenu = {
  gameType: 'RNG',
  title: 'Slots',
  gameClassify: [{ code: 'slot', label: 'Slots' }],
  cards: [
    {
      vassalage: 'PG',
      title: 'PG Soft',
      smallIcon: '/v.svg',
      isHot: true,
      isGame: 'VASSALAGE',
      gameType: 'RNG',
      providerCode: null,
      nodeId: null,
      gameCount: 50,
    },
  ],
};

function renderLobby(path: string, responses: Parameters<typeof TestPlatformRoot>[0]['responses'], store = createStore()) {
  return renderWithTheme(
    <BrandProvider brand={testBrand}>
      <TestPlatformRoot responses={responses} store={store}>
        <TestI18nProvider>
          <MemoryRouter initialEntries={[path]}>
            <LobbyPage />
          </MemoryRouter>
        </TestI18nProvider>
      </TestPlatformRoot>
    </BrandProvider>,
  );
}

describe('LobbyPage', () => {
  it('asks for the next 42 games when the end of the list comes near, once the list shows the first ones', async () => {
    const observers = stubIntersectionObserver();
    try {
      const pages: unknown[] = [];
      renderLobby('/rng', {
        gameVendors: [menu],
        gameList: (params) => {
          const { pageNo } = params as { pageNo: number };
          pages.push(pageNo);
          return { games: Array.from({ length: 42 }, (_, index) => game((pageNo - 1) * 42 + index + 1)), pageNo, pageSize: 42, total: 84, totalPages: 2 };
        },
      });
      const list = await screen.findByRole('list', { name: 'Games' });
      const tiles = () => within(list).getAllByRole('button', { name: /^Play / });
      expect(tiles()).toHaveLength(42);
      // The sentinel under the list, observed from the render that shows the games.
      const footer = screen.getByText('Showing 42 of 84 games');
      // Observed by an effect of the render that showed the games (a deferred render: its effects run a moment after).
      await waitFor(() => expect(observers.find((candidate) => candidate.targets.has(footer))).toBeDefined());
      const observer = observers.find((candidate) => candidate.targets.has(footer));
      await act(async () => observer!.hit(footer));
      expect(await screen.findByText('All 84 games shown')).toBeInTheDocument();
      expect(tiles()).toHaveLength(84);
      expect(pages).toEqual([1, 2]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('lists the vendors and the games of the category from the path, filtered by ?vassalage', async () => {
    const calls: unknown[] = [];
    renderLobby('/fish?vassalage=PG', {
      gameVendors: [{ ...menu, gameType: 'FISH' }],
      gameList: (params) => {
        calls.push(params);
        return { games: [game(1), game(2)], pageNo: 1, pageSize: 42, total: 2, totalPages: 1 };
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fishing' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^PG Soft\s*50 games/ })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Games' });
    expect(within(list).getAllByRole('button', { name: /^Play / })).toHaveLength(2);
    expect(calls[0]).toMatchObject({ gameType: 'FISH', vassalage: 'PG', pageNo: 1, pageSize: 42 });
  });

  it('on a phone, builds the first screen’s tiles with the list and the others a group at a time as they come near', async () => {
    const restoreViewport = mockViewport('phone');
    const observers = stubIntersectionObserver();
    try {
      renderLobby('/rng', {
        gameVendors: [menu],
        gameList: { games: Array.from({ length: 20 }, (_, index) => game(index + 1)), pageNo: 1, pageSize: 42, total: 20, totalPages: 1 },
      });
      const list = await screen.findByRole('list', { name: 'Games' });
      const tiles = () => within(list).getAllByRole('button', { name: /^Play / });
      expect(tiles()).toHaveLength(6);
      // The groups' places: list items hidden from assistive technology, holding their space.
      const places = [...list.querySelectorAll(':scope > li[aria-hidden="true"]')];
      expect(places).toHaveLength(2);
      const near = (place: Element) => observers.find((observer) => observer.targets.has(place))!;
      await act(async () => near(places[0]!).hit(places[0]!));
      expect(tiles()).toHaveLength(14);
      expect(screen.getByRole('button', { name: 'Play Game 14' })).toBeInTheDocument();
      await act(async () => near(places[1]!).hit(places[1]!));
      expect(tiles()).toHaveLength(20);
    } finally {
      restoreViewport();
      vi.unstubAllGlobals();
    }
  });

  it('shows the empty and the error states', async () => {
    renderLobby('/live', { gameVendors: [{ ...menu, gameType: 'LIVE' }], gameList: { games: [], pageNo: 1, pageSize: 42, total: 0, totalPages: 1 } });
    expect(await screen.findByText('No games match these filters.')).toBeInTheDocument();
  });

  it('asks a guest to log in before favouriting a game', async () => {
    const store = createStore();
    renderLobby(
      '/live',
      { gameVendors: [{ ...menu, gameType: 'LIVE' }], gameList: { games: [game(7)], pageNo: 1, pageSize: 42, total: 1, totalPages: 1 } },
      store,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add Game 7 to favourites' }));
    expect(store.get(activeModalState)).toBe('login');
  });

  it('opens an e-sports provider’s lobby with the provider code from its card as the gameId', async () => {
    const store = createStore();
    store.set(sessionTokenState, 'member-token');
    const launches: unknown[] = [];
    const esports: GameMenu = {
      gameType: 'ESPORTS',
      title: 'E-sports',
      gameClassify: [],
      cards: [
        { ...menu.cards[0]!, vassalage: 'IMES', title: 'IM E-Sports', isGame: 'GAME', gameType: 'ESPORTS', providerCode: 'IMES', nodeId: 901, gameCount: 1 },
      ],
    };
    renderLobby(
      '/esports',
      {
        gameVendors: [esports],
        launchGame: (params) => {
          launches.push(params);
          return { game_url: 'https://games.example/lobby' };
        },
      },
      store,
    );
    await userEvent.click(await screen.findByRole('button', { name: /IM E-Sports/ }));
    await vi.waitFor(() => expect(launches).toHaveLength(1));
    expect(launches[0]).toMatchObject({ gameId: 'IMES', nodeId: 901, vassalage: 'IMES', launchMode: 'LOBBY' });
  });
});
