import { describe, expect, it } from 'vitest';
import { clearSessionStorageKeepingMerchant, takeTokenFromUrl } from '../sessionStorageKeys';

describe('session storage', () => {
  it('clears everything but the merchant keys', () => {
    sessionStorage.setItem('token', '"t"');
    sessionStorage.setItem('username', '"u"');
    sessionStorage.setItem('merchantCode', 'PT001');
    clearSessionStorageKeepingMerchant();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(sessionStorage.getItem('username')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('PT001');
  });

  it('takes a token from the URL query into the session and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/rng?token=abc123&page=2#top');
    expect(takeTokenFromUrl()).toBe('abc123');
    expect(JSON.parse(sessionStorage.getItem('token')!)).toBe('abc123');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/rng?page=2#top');
  });

  it('leaves the URL alone when there is no token', () => {
    window.history.replaceState(null, '', '/home?x=1');
    expect(takeTokenFromUrl()).toBeNull();
    expect(window.location.search).toBe('?x=1');
  });
});
