import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useInvalidateMoney } from '../../money/hooks/useInvalidateMoney';

/**
 * After a reward or mission claim: the balance, the account record and the bonus list (money), and
 * the reward centre, the missions (menu badge) and the invite-friends totals.
 */
export function useInvalidateRewards() {
  const queryClient = useQueryClient();
  const invalidateMoney = useInvalidateMoney();
  return useCallback(
    () => Promise.all([invalidateMoney(), ...['rewards', 'mission', 'referral'].map((domain) => queryClient.invalidateQueries({ queryKey: [domain] }))]),
    [queryClient, invalidateMoney],
  );
}
