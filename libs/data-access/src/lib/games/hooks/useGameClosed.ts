import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { GAME_CLOSED_EVENT } from '../../wallet/constants/GAME_CLOSED_EVENT';

/**
 * What happens when the player leaves a game: the `portal:game-closed` window event, and the
 * balance (`wallets`), betting records, ledger and recent games are fetched again.
 */
export function useGameClosed() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    window.dispatchEvent(new Event(GAME_CLOSED_EVENT));
    void queryClient.invalidateQueries({ queryKey: ['wallets'] });
    void queryClient.invalidateQueries({ queryKey: ['member', 'betRecords'] });
    void queryClient.invalidateQueries({ queryKey: ['member', 'transactionDetail'] });
    void queryClient.invalidateQueries({ queryKey: ['member', 'consolidatedFunds'] });
    void queryClient.invalidateQueries({ queryKey: ['games', 'recentGames'] });
    void queryClient.invalidateQueries({ queryKey: ['vn', 'lotteryRecentMenu'] });
  }, [queryClient]);
}
