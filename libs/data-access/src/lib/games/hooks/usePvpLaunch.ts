import { routes } from '@portal/api-contract';
import { useCallback } from 'react';
import { useEndpointMutation } from '../../query/useEndpointMutation';

/** Launches a PVP room; resolves to the URL to open in /game. */
export function usePvpLaunch() {
  const mutation = useEndpointMutation(routes.pvpLaunch);
  const { mutateAsync } = mutation;
  const launch = useCallback(
    async (roomId: string, vassalage: string) => {
      const value = await mutateAsync({ roomId, vassalage });
      return value.game_url || value.game_url2 || '';
    },
    [mutateAsync],
  );
  return { launch, isPending: mutation.isPending };
}
