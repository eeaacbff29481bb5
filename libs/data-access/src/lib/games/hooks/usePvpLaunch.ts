import { endpoints } from '@portal/api-contract';
import { useCallback } from 'react';
import { useEndpointMutation } from '../../query/useEndpointQuery';

/** Launches a PVP room; resolves to the URL to open in /game. */
export function usePvpLaunch() {
  const mutation = useEndpointMutation(endpoints.pvpLaunch);
  const launch = useCallback(
    async (roomId: string, vassalage: string) => {
      const value = await mutation.mutateAsync({ roomId, vassalage });
      return value.game_url || value.game_url2 || '';
    },
    [mutation],
  );
  return { launch, isPending: mutation.isPending };
}
