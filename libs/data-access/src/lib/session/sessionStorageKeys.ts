/** sessionStorage keys that survive a logout (docs/product/accounts-and-auth.md: "clear session storage but keep merchant keys"). */
export const isMerchantKey = (key: string) => key.toLowerCase().startsWith('merchant');

/** Clears sessionStorage except the merchant keys. */
export function clearSessionStorageKeepingMerchant(storage: Storage = sessionStorage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
  for (const key of keys) if (!isMerchantKey(key)) storage.removeItem(key);
}

let handedOverToken: string | null = null;

/**
 * A session token handed over in the URL query (`?token=…`, e.g. from an agent site or an app) is
 * removed from the address bar and from this history entry at once (never bookmarked, shared or
 * sent as a Referer), and kept in memory only: it becomes the session after the platform
 * confirms it, and never replaces an existing session without the player's consent
 * (useSessionHandover; docs/product/accounts-and-auth.md "Token in the URL"). Returns the token found.
 */
export function takeTokenFromUrl(win: Window = window): string | null {
  const url = new URL(win.location.href);
  const token = url.searchParams.get('token');
  if (!url.searchParams.has('token')) return null;
  url.searchParams.delete('token');
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  handedOverToken = token?.trim() || null;
  return handedOverToken;
}

/** The token taken from the URL and not yet handled, if any. */
export const pendingHandoverToken = (): string | null => handedOverToken;

/** Takes the pending handed-over token (it is handled once). */
export function consumeHandoverToken(): string | null {
  const token = handedOverToken;
  handedOverToken = null;
  return token;
}
