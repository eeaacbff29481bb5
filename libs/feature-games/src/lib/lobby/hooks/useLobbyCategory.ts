import type { GameCategory } from '@portal/api-contract';
import { useLocation } from 'react-router-dom';
import { LOBBY_CATEGORY_BY_PATH } from '../constants/LOBBY_CATEGORY_BY_PATH';

/** The category of the lobby route being shown (`/rng` → RNG …); RNG for an unknown path. */
export function useLobbyCategory(): GameCategory {
  const { pathname } = useLocation();
  return LOBBY_CATEGORY_BY_PATH[pathname.replace(/\/+$/, '').toLowerCase()] ?? 'RNG';
}
