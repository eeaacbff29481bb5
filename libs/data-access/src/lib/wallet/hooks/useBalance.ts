import { routes } from '@portal/api-contract';
import { useEffect } from 'react';
import { useEndpointQuery } from '../../query/useEndpointQuery';
import { GAME_CLOSED_EVENT } from '../constants/GAME_CLOSED_EVENT';

/**
 * The member's balance (`sumBalance` and every wallet). Stays fresh: refetched when the window
 * regains focus and when a game closes; money moves invalidate the `wallets` domain.
 */
export function useBalance() {
  const query = useEndpointQuery(routes.balance, {}, { staleTime: 10_000, refetchOnWindowFocus: 'always' });
  const { refetch } = query;
  useEffect(() => {
    const handleGameClosed = () => void refetch();
    window.addEventListener(GAME_CLOSED_EVENT, handleGameClosed);
    return () => window.removeEventListener(GAME_CLOSED_EVENT, handleGameClosed);
  }, [refetch]);
  return query;
}
