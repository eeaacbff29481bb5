import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LOBBY_VIEWS, type LobbyView } from '../constants/LOBBY_VIEWS';

export interface LobbyFilters {
  view: LobbyView;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  minBet?: number;
}

/**
 * Lobby filters live in the URL so a link (the side menu's `?vassalage=PG`) or the back button
 * restores them: `page` (the /rng tab), `vassalage`, `classify`, `q`, `minBet`.
 */
export function useLobbyFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<LobbyFilters>(() => {
    const page = params.get('page');
    const minBet = Number(params.get('minBet'));
    return {
      view: (LOBBY_VIEWS as readonly string[]).includes(page ?? '') ? (page as LobbyView) : 'all',
      vassalage: params.get('vassalage') || undefined,
      gameClassify: params.get('classify') || undefined,
      gameName: params.get('q')?.trim() || undefined,
      minBet: Number.isFinite(minBet) && minBet > 0 ? minBet : undefined,
    };
  }, [params]);

  const update = useCallback(
    (patch: Partial<Record<'page' | 'vassalage' | 'classify' | 'q' | 'minBet', string | undefined>>) => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || (key === 'page' && value === 'all')) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { filters, update };
}
