import { permissionFixture } from '@portal/data-access/testing';
import { renderWithPortal, type FixtureResponses } from '@portal/page-kit/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GamePage } from '../components/GamePage';
import type { GamePageState } from '../hooks/useGameLauncher';

const CDN = 'https://g1.cdn.example';
const responses = (over: FixtureResponses = {}): FixtureResponses => ({
  permission: permissionFixture({ launchGameCDNs: [CDN] }),
  domainRoutes: [
    { domain: 'casino.example', type: 'web', priority: 1 },
    { domain: 'api.casino.example', type: 'api', priority: 1 },
  ],
  ...over,
});
const open = (url: string, over?: FixtureResponses) => {
  const state: GamePageState = { url, title: 'Fortune Tiger', returnTo: '/rng' };
  return renderWithPortal(<GamePage />, { token: 't', url: { pathname: '/game', state }, responses: responses(over) });
};

afterEach(() => sessionStorage.clear());

describe('the game page through the launch CDNs (docs/product/display-and-platform.md)', { timeout: 30_000 }, () => {
  it('a launch on the platform’s own host goes through the CDN, and "Try another server" moves to the platform’s address', async () => {
    const user = userEvent.setup();
    open('https://games.casino.example/play?ticket=abc');
    const frame = await screen.findByTitle('Fortune Tiger');
    expect(frame).toHaveAttribute('src', `${CDN}/play?ticket=abc`);
    await user.click(screen.getByRole('button', { name: 'Game not loading? Try another server' }));
    expect(screen.getByTitle('Fortune Tiger')).toHaveAttribute('src', 'https://games.casino.example/play?ticket=abc');
  });

  it('a vendor’s own launch URL is opened as it is, with no other server to offer', async () => {
    const { calls } = open('https://pgsoft-games.example/launch?token=xyz');
    expect(await screen.findByTitle('Fortune Tiger')).toHaveAttribute('src', 'https://pgsoft-games.example/launch?token=xyz');
    expect(screen.queryByRole('button', { name: 'Game not loading? Try another server' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.name)).toContain('domainRoutes');
  });

  it('without the merchant’s domains (the call failed) only a path or the portal’s own host goes through the CDN', async () => {
    const { unmount } = open('https://games.casino.example/play?ticket=abc', { domainRoutes: undefined });
    expect(await screen.findByTitle('Fortune Tiger')).toHaveAttribute('src', 'https://games.casino.example/play?ticket=abc');
    unmount();
    open('/sandbox/games/play?ticket=def', { domainRoutes: undefined });
    expect(await screen.findByTitle('Fortune Tiger')).toHaveAttribute('src', `${CDN}/sandbox/games/play?ticket=def`);
  });
});
