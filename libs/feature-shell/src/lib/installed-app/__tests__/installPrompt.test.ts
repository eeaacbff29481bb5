import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALLED_APP } from '../constants/INSTALLED_APP';
import { installOffer, promptInstall, subscribeToInstallOffer, watchInstallPrompt } from '../utils/installPrompt';

/** A window as the offer reads it: its storage and events (jsdom's), a user agent, standalone or not. */
function browser({ userAgent, standalone = false, promptApi = false }: { userAgent: string; standalone?: boolean; promptApi?: boolean }): Window {
  const win = Object.create(window) as Window;
  Object.defineProperty(win, 'navigator', { value: { userAgent, maxTouchPoints: 5 } });
  Object.defineProperty(win, 'matchMedia', { value: (query: string) => ({ matches: standalone && query.includes('standalone') }) });
  if (promptApi) Object.defineProperty(win, 'onbeforeinstallprompt', { value: null });
  for (const name of ['addEventListener', 'removeEventListener', 'dispatchEvent'] as const)
    Object.defineProperty(win, name, { value: window[name].bind(window) });
  Object.defineProperty(win, 'localStorage', { value: window.localStorage });
  Object.defineProperty(win, 'sessionStorage', { value: window.sessionStorage });
  return win;
}
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
const CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36';

let stop: () => void = () => undefined;
beforeEach(() => window.localStorage.clear());
afterEach(() => stop());

describe('"Add to home screen" in the drawer', () => {
  it('offers Safari’s steps on an iPhone from the player’s second visit, not the first', () => {
    const iphone = browser({ userAgent: IPHONE });
    stop = watchInstallPrompt(iphone);
    expect(installOffer(iphone)).toBeNull();
    // Another visit: a new browser session.
    stop();
    window.sessionStorage.clear();
    stop = watchInstallPrompt(iphone);
    expect(window.localStorage.getItem(INSTALLED_APP.visitsKey)).toBe('2');
    expect(installOffer(iphone)).toBe('ios');
    // Counted once per session, however many times the portal starts in it.
    stop();
    stop = watchInstallPrompt(iphone);
    expect(window.localStorage.getItem(INSTALLED_APP.visitsKey)).toBe('2');
  });

  it('offers the browser menu’s steps where there is no install prompt (Firefox)', () => {
    window.localStorage.setItem(INSTALLED_APP.visitsKey, '5');
    expect(installOffer(browser({ userAgent: FIREFOX }))).toBe('menu');
  });

  it('offers nothing once the brand opens from the home screen', () => {
    window.localStorage.setItem(INSTALLED_APP.visitsKey, '5');
    expect(installOffer(browser({ userAgent: IPHONE, standalone: true }))).toBeNull();
  });

  it('in Chrome, waits for the browser’s own prompt (its sign of a real visit) and shows it when asked', async () => {
    window.localStorage.setItem(INSTALLED_APP.visitsKey, '5');
    const chrome = browser({ userAgent: CHROME, promptApi: true });
    stop = watchInstallPrompt(chrome);
    expect(installOffer(chrome)).toBeNull();

    const changed = vi.fn();
    const unsubscribe = subscribeToInstallOffer(changed);
    const prompt = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: vi.fn(async () => undefined),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    act(() => void window.dispatchEvent(prompt));
    // The browser's own banner is held back: the drawer offers it instead.
    expect(prompt.defaultPrevented).toBe(true);
    expect(changed).toHaveBeenCalled();
    expect(installOffer(chrome)).toBe('prompt');

    await promptInstall();
    expect(prompt.prompt).toHaveBeenCalledOnce();
    expect(installOffer(chrome)).toBeNull();
    unsubscribe();
  });
});
