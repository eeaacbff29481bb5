import { describe, expect, it } from 'vitest';
import { cachePolicyOf, type PolicyRequest } from '../utils/cachePolicyOf';

const ORIGIN = 'https://brand.example';
const PRECACHED = new Set(['/index.html', '/assets/index-abc1234.js', '/logo.svg', '/manifest.webmanifest']);
const request = (url: string, init: Partial<PolicyRequest> = {}): PolicyRequest => ({
  url: new URL(url, ORIGIN).href,
  method: 'GET',
  mode: 'cors',
  destination: '',
  ...init,
});
const policy = (url: string, init: Partial<PolicyRequest> = {}) => cachePolicyOf(request(url, init), ORIGIN, PRECACHED);

describe('what the service worker does with a request', () => {
  it('never answers the platform, the sandbox or anything but a GET from a cache', () => {
    for (const url of [
      '/wps/v2/wallets/balance',
      '/wps/system/status',
      '/lgw/vn/games/game_menu',
      '/sandbox/sms?mobile=1',
      '/sandbox/pay/order/1',
      '/sandbox/games/slot',
    ]) {
      expect(policy(url), url).toBe('network');
      expect(policy(url, { destination: 'image' }), url).toBe('network');
      expect(policy(url, { mode: 'navigate', destination: 'document' }), url).toBe('network');
    }
    expect(policy('/assets/index-abc1234.js', { method: 'POST' })).toBe('network');
    expect(policy('/wps/member/deposit', { method: 'POST' })).toBe('network');
  });

  it('leaves frames to the network: games, payment pages and chat are other sites’ pages', () => {
    expect(policy('https://games.example/launch?token=1', { destination: 'iframe', mode: 'navigate' })).toBe('network');
    expect(policy('/game?id=1', { destination: 'iframe', mode: 'navigate' })).toBe('network');
    expect(policy('https://pay.example/checkout', { destination: 'iframe' })).toBe('network');
    expect(policy('https://pay.example/checkout', { mode: 'navigate', destination: 'document' })).toBe('network');
  });

  it('opens every page of the portal from the precached index.html, but the site’s other files', () => {
    for (const url of ['/', '/rng', '/promotions/12', '/game?gameId=1', '/?member=depositv2', '/index.html', '/register.html']) {
      expect(policy(url, { mode: 'navigate', destination: 'document' }), url).toBe('shell');
    }
    expect(policy('/sw.js', { mode: 'navigate', destination: 'document' })).toBe('network');
    expect(policy('/robots.txt', { mode: 'navigate', destination: 'document' })).toBe('network');
  });

  it('answers the build’s precached files from the precache, other scripts from the asset cache', () => {
    expect(policy('/assets/index-abc1234.js', { destination: 'script' })).toBe('precache');
    expect(policy('/logo.svg', { destination: 'image' })).toBe('precache');
    expect(policy('/manifest.webmanifest', { destination: 'manifest' })).toBe('precache');
    expect(policy('/assets/PromotionsPage-x1y2z3a.js', { destination: 'script' })).toBe('asset');
    expect(policy('/assets/index-abc1234.js?v=2', { destination: 'script' })).toBe('network');
    expect(policy('https://cdn.example/assets/x.js', { destination: 'script' })).toBe('network');
    expect(policy('/sw.js', { destination: 'serviceworker' })).toBe('network');
  });

  it('stores images of any site (game tiles, banners from the CDN), the sandbox’s artwork too, but the CDN probe', () => {
    expect(policy('/sandbox/art/game/12.jpg', { destination: 'image', mode: 'no-cors' })).toBe('image');
    expect(policy('https://img1.cdn.example/upload/banner/3.jpg', { destination: 'image', mode: 'no-cors' })).toBe('image');
    expect(policy('https://img1.cdn.example/logo.svg?cdn-probe=1765000000000', { destination: 'image', mode: 'no-cors' })).toBe('network');
    expect(policy('data:image/png;base64,AAAA', { destination: 'image' })).toBe('network');
  });
});
