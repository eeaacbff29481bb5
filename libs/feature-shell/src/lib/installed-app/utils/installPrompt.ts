import { INSTALLED_APP } from '../constants/INSTALLED_APP';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * How the drawer offers "Add to home screen" (docs/product/installed-app.md "Add to home screen"):
 * the browser's own install prompt, short instructions for Safari (iPhone, iPad), for another
 * browser without a prompt, or not at all.
 */
export type InstallOffer = 'prompt' | 'ios' | 'menu' | null;

type Listener = () => void;
let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

export function subscribeToInstallOffer(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Keeps the browser's install prompt for the drawer's entry instead of its own banner, and counts
 * the player's visits (one per browser session). Returns the cleanup.
 */
export function watchInstallPrompt(win: Window = window): () => void {
  try {
    if (!win.sessionStorage.getItem(INSTALLED_APP.visitCountedKey)) {
      win.sessionStorage.setItem(INSTALLED_APP.visitCountedKey, '1');
      win.localStorage.setItem(INSTALLED_APP.visitsKey, String(visits(win) + 1));
    }
  } catch {
    // Storage refused (private mode): the count stays where it was.
  }
  const onPrompt = (event: Event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  };
  const onInstalled = () => {
    installed = true;
    deferred = null;
    notify();
  };
  win.addEventListener('beforeinstallprompt', onPrompt);
  win.addEventListener('appinstalled', onInstalled);
  return () => {
    win.removeEventListener('beforeinstallprompt', onPrompt);
    win.removeEventListener('appinstalled', onInstalled);
  };
}

function visits(win: Window): number {
  try {
    return Number(win.localStorage.getItem(INSTALLED_APP.visitsKey)) || 0;
  } catch {
    return 0;
  }
}

/**
 * The offer for this browser: none when the brand is already on the home screen (standalone),
 * the prompt when the browser gave one (Chromium gives it once the player has had a real visit:
 * a tap and some time on the site), otherwise, where there is no prompt to wait for, instructions
 * from the player's second visit.
 */
export function installOffer(win: Window = window): InstallOffer {
  const standalone = win.matchMedia('(display-mode: standalone)').matches || (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  if (installed || standalone) return null;
  if (deferred) return 'prompt';
  // Chromium says when it can install: no prompt means installed already, or not yet a real visit.
  if ('onbeforeinstallprompt' in win) return null;
  if (visits(win) < INSTALLED_APP.visitsBeforeInstallEntry) return null;
  const { userAgent, maxTouchPoints } = win.navigator;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1) ? 'ios' : 'menu';
}

/**
 * Shows the browser's install prompt; the entry goes at once (the browser gives a prompt once), and
 * for good when the player accepts it.
 */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  if (!event) return;
  deferred = null;
  notify();
  try {
    await event.prompt();
    const { outcome } = await event.userChoice;
    if (outcome === 'accepted') installed = true;
  } catch {
    // The browser would not show it (used already, or it withdrew it): nothing more to offer now.
  }
  notify();
}
