import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * A record page's filters live in the address under an `r` prefix (`rFrom`, `rCategory`, `rPage`…),
 * so they survive a refresh, travel in a link and never collide with the route's own parameters.
 * Changing a filter goes back to page 1 and replaces the history entry.
 */
export function useRecordParams<K extends string>(keys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const name = (key: string) => `r${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  const values = Object.fromEntries(keys.map((key) => [key, searchParams.get(name(key)) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(searchParams.get('rPage')) || 1);
  const set = useCallback(
    (changes: Partial<Record<K, string>>, options: { keepPage?: boolean } = {}) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
            if (value) next.set(name(key), value);
            else next.delete(name(key));
          }
          if (!options.keepPage) next.delete('rPage');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const setPage = useCallback(
    (next: number) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next > 1) params.set('rPage', String(next));
          else params.delete('rPage');
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { values, set, page, setPage };
}
