// @vitest-environment-options { "url": "https://www.sorte.com.br/" }
import { afterEach, describe, expect, it } from 'vitest';
import { registrableDomain, revokeGtag } from '../gtag';

const cookieNames = () =>
  document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]!.trim())
    .filter(Boolean);

afterEach(() => {
  for (const name of cookieNames()) for (const scope of ['', '; domain=sorte.com.br']) document.cookie = `${name}=; max-age=0; path=/${scope}`;
});

describe('analytics cookies on a host under a multi-part public suffix (docs/product/shell-and-navigation.md "Analytics")', () => {
  it('finds the registrable domain the browser allows cookies on: never the public suffix', () => {
    expect(window.location.hostname).toBe('www.sorte.com.br');
    expect(registrableDomain()).toBe('sorte.com.br');
    expect(registrableDomain('sorte.com.br')).toBe('sorte.com.br');
    expect(registrableDomain('localhost')).toBe('localhost');
    expect(registrableDomain('127.0.0.1')).toBe('127.0.0.1');
    // The probe leaves nothing behind.
    expect(cookieNames()).toEqual([]);
  });

  it('withdrawing deletes the _ga cookies gtag set on the registrable domain and on the host, and leaves the others', () => {
    // gtag's automatic cookie domain: the highest it may set, here sorte.com.br.
    document.cookie = '_ga=GA1.1.123.456; domain=sorte.com.br; path=/';
    document.cookie = '_ga_G0TEST=GS1.1.789; domain=sorte.com.br; path=/';
    document.cookie = '_ga_OLD=GS1.1.1; path=/';
    document.cookie = 'theme=dark; domain=sorte.com.br; path=/';
    expect(cookieNames()).toEqual(expect.arrayContaining(['_ga', '_ga_G0TEST', '_ga_OLD', 'theme']));

    revokeGtag('G-0TEST');

    expect(cookieNames()).toEqual(['theme']);
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-0TEST']).toBe(true);
  });
});
