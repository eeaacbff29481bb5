import { MAIN_WALLET, endpoints } from '@portal/api-contract';
import { useEndpointMutation } from '@portal/data-access';
import { useMutation } from '@tanstack/react-query';
import { useInvalidateMoney } from '../../money/hooks/useInvalidateMoney';
import type { WalletRow } from '../utils/getWalletRows';

export interface BringAllBackResult {
  moved: number;
  /** Wallets whose transfer failed (their money stays there; the player may retry). */
  failed: string[];
}

/**
 * Moves every game-wallet balance back to the main wallet: one idempotent transfer per wallet,
 * one after the other, then every amount on screen is refetched.
 */
export function useBringAllBack() {
  const transfer = useEndpointMutation(endpoints.walletTransfer);
  const invalidate = useInvalidateMoney();
  return useMutation<BringAllBackResult, Error, readonly WalletRow[]>({
    mutationFn: async (wallets) => {
      const result: BringAllBackResult = { moved: 0, failed: [] };
      for (const wallet of wallets) {
        try {
          await transfer.mutateAsync({ from: wallet.wallet, to: MAIN_WALLET, amount: wallet.balance });
          result.moved = Math.round((result.moved + wallet.balance) * 100) / 100;
        } catch {
          result.failed.push(wallet.name);
        }
      }
      return result;
    },
    onSettled: () => invalidate(),
  });
}
