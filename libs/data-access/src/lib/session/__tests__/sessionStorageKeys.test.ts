import { describe, expect, it } from 'vitest';
import { clearSessionStorageKeepingMerchant, consumeHandoverToken, pendingHandoverToken, takeTokenFromUrl } from '../sessionStorageKeys';

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

  it('takes a token out of the address bar and this history entry, and keeps it in memory only (not the session)', () => {
    sessionStorage.clear();
    const entries = window.history.length;
    window.history.replaceState(null, '', '/rng?token=abc123&page=2#top');
    expect(takeTokenFromUrl()).toBe('abc123');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/rng?page=2#top');
    expect(window.history.length).toBe(entries);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(pendingHandoverToken()).toBe('abc123');
    expect(consumeHandoverToken()).toBe('abc123');
    expect(consumeHandoverToken()).toBeNull();
  });

  it('drops an empty token parameter from the URL without a pending handover', () => {
    window.history.replaceState(null, '', '/?token=');
    expect(takeTokenFromUrl()).toBeNull();
    expect(window.location.search).toBe('');
    expect(pendingHandoverToken()).toBeNull();
  });

  it('leaves the URL alone when there is no token', () => {
    window.history.replaceState(null, '', '/home?x=1');
    expect(takeTokenFromUrl()).toBeNull();
    expect(window.location.search).toBe('?x=1');
  });
});
