/** sessionStorage keys that survive a logout (docs/product/accounts-and-auth.md: "clear session storage but keep merchant keys"). */
export const isMerchantKey = (key: string) => key.toLowerCase().startsWith('merchant');

/** Clears sessionStorage except the merchant keys. */
export function clearSessionStorageKeepingMerchant(storage: Storage = sessionStorage): void {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key): key is string => key !== null);
  for (const key of keys) if (!isMerchantKey(key)) storage.removeItem(key);
}

/**
 * A session token handed over in the URL query (`?token=…`, e.g. from an agent site or an app)
 * is taken into the session and removed from the address bar, so it is never bookmarked or shared.
 * Returns the token found, if any.
 */
export function takeTokenFromUrl(win: Window = window, storage: Storage = sessionStorage): string | null {
  const url = new URL(win.location.href);
  const token = url.searchParams.get('token');
  if (!token) return null;
  storage.setItem('token', JSON.stringify(token));
  url.searchParams.delete('token');
  win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token;
}
