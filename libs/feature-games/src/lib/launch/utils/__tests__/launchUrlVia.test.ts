import { afterEach, describe, expect, it } from 'vitest';
import { isPlatformLaunchUrl, launchUrlVia, storedLaunchServer, storeLaunchServer } from '../launchUrlVia';

afterEach(() => sessionStorage.clear());

describe('game launches through the launch CDNs (docs/product/games-and-play.md)', () => {
  it('puts the launch on the CDN’s origin, keeping path, query and hash; none keeps the platform’s URL', () => {
    const url = 'http://127.0.0.1:5199/sandbox/games/play?ticket=abc#top';
    expect(launchUrlVia(url, 'https://games.cdn.example/')).toBe('https://games.cdn.example/sandbox/games/play?ticket=abc#top');
    expect(launchUrlVia('/sandbox/games/play?ticket=abc', 'https://games.cdn.example')).toBe('https://games.cdn.example/sandbox/games/play?ticket=abc');
    expect(launchUrlVia(url, null)).toBe(url);
  });

  it('takes only the platform’s own launch host through a CDN: a path, the portal’s host, a merchant domain or its subdomain; never a vendor’s', () => {
    const domains = ['casino.example', 'api.casino.example'];
    expect(isPlatformLaunchUrl('/sandbox/games/play?ticket=abc', domains, 'www.casino.example')).toBe(true);
    expect(isPlatformLaunchUrl('https://www.casino.example/play?t=1', [], 'www.casino.example')).toBe(true);
    expect(isPlatformLaunchUrl('https://games.casino.example/play?t=1', domains, 'www.casino.example')).toBe(true);
    expect(isPlatformLaunchUrl('https://GAMES.Casino.example/play', domains, 'www.casino.example')).toBe(true);
    expect(isPlatformLaunchUrl('https://pgsoft-games.example/launch?token=x', domains, 'www.casino.example')).toBe(false);
    expect(isPlatformLaunchUrl('https://casino.example.vendor.example/launch', domains, 'www.casino.example')).toBe(false);
    expect(isPlatformLaunchUrl('//pgsoft-games.example/launch', domains, 'www.casino.example')).toBe(false);
    expect(isPlatformLaunchUrl('not a url', domains, 'www.casino.example')).toBe(false);
  });

  it('remembers the player’s server for the session, within the servers there are', () => {
    expect(storedLaunchServer(3)).toBe(0);
    storeLaunchServer(2);
    expect(storedLaunchServer(3)).toBe(2);
    expect(storedLaunchServer(2)).toBe(0);
  });
});
