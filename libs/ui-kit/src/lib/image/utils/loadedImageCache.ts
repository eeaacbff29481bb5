import { LAZY_IMAGE_DEFAULTS } from '../constants/LAZY_IMAGE_DEFAULTS';

/**
 * URLs that loaded once (least recently used first out, at most 200): a LazyImage that mounts
 * again with one of them shows it at once instead of its loading state.
 */
export function createLruSet(capacity: number) {
  const entries = new Map<string, true>();
  return {
    has(key: string): boolean {
      if (!entries.has(key)) return false;
      entries.delete(key);
      entries.set(key, true);
      return true;
    },
    add(key: string): void {
      entries.delete(key);
      entries.set(key, true);
      while (entries.size > capacity) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}

export const loadedImageCache = createLruSet(LAZY_IMAGE_DEFAULTS.cacheSize);
