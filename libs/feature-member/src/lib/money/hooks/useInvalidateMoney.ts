import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * After a money move: refetch every wallet query (header balance, wallet page) and the member
 * queries that hold money (consolidated funds, records, cashier orders), so every amount on screen agrees.
 */
export function useInvalidateMoney() {
  const queryClient = useQueryClient();
  return useCallback(() => Promise.all(['wallets', 'member', 'cashier'].map((domain) => queryClient.invalidateQueries({ queryKey: [domain] }))), [queryClient]);
}
