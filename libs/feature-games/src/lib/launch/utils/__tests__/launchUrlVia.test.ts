import { afterEach, describe, expect, it } from 'vitest';
import { launchUrlVia, storedLaunchServer, storeLaunchServer } from '../launchUrlVia';

afterEach(() => sessionStorage.clear());

describe('game launches through the launch CDNs (docs/product/games-and-play.md)', () => {
  it('puts the launch on the CDN’s origin, keeping path, query and hash; none keeps the platform’s URL', () => {
    const url = 'http://127.0.0.1:5199/sandbox/games/play?ticket=abc#top';
    expect(launchUrlVia(url, 'https://games.cdn.example/')).toBe('https://games.cdn.example/sandbox/games/play?ticket=abc#top');
    expect(launchUrlVia('/sandbox/games/play?ticket=abc', 'https://games.cdn.example')).toBe('https://games.cdn.example/sandbox/games/play?ticket=abc');
    expect(launchUrlVia(url, null)).toBe(url);
  });

  it('remembers the player’s server for the session, within the servers there are', () => {
    expect(storedLaunchServer(3)).toBe(0);
    storeLaunchServer(2);
    expect(storedLaunchServer(3)).toBe(2);
    expect(storedLaunchServer(2)).toBe(0);
  });
});
