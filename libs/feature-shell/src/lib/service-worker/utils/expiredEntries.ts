/** A runtime cache's entry as the worker sees it when it trims the cache. */
export interface StoredEntry {
  url: string;
  /** When it was stored (ms since the epoch); NaN when unknown (such an entry is dropped). */
  storedAt: number;
}

/**
 * The entries to delete from a runtime cache (docs/product/installed-app.md "What is stored on the
 * phone"): every one older than `maxAgeMs` or of unknown age, then the oldest of the rest beyond
 * `maxEntries`. `entries` are in the order they were stored (the Cache API's order), oldest first.
 */
export function expiredEntries(entries: readonly StoredEntry[], now: number, limits: { maxEntries: number; maxAgeMs: number }): string[] {
  const expired: string[] = [];
  const kept: StoredEntry[] = [];
  for (const entry of entries) {
    if (Number.isFinite(entry.storedAt) && now - entry.storedAt <= limits.maxAgeMs) kept.push(entry);
    else expired.push(entry.url);
  }
  const excess = kept.length - limits.maxEntries;
  return excess > 0 ? [...expired, ...kept.slice(0, excess).map((entry) => entry.url)] : expired;
}
