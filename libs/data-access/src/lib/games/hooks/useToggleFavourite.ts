import { endpoints, type Game } from '@portal/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { endpointQueryKey } from '../../query/queryKeys';
import { useEndpointMutation } from '../../query/useEndpointQuery';
import { sessionTokenState } from '../../session/states/sessionTokenState';

type FavouriteTarget = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;

/**
 * Marks or unmarks a favourite depending on its current state (spec §4), then updates the local
 * favourite ids and refetches the favourite lists. Callers guard it with `useRequireLogin`.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const token = useAtomValue(sessionTokenState);
  const add = useEndpointMutation(endpoints.favouriteAdd);
  const remove = useEndpointMutation(endpoints.favouriteRemove);

  const toggle = useCallback(
    async (game: FavouriteTarget, isFavourite: boolean) => {
      const params = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      if (isFavourite) await remove.mutateAsync(params);
      else await add.mutateAsync(params);
      queryClient.setQueryData<number[]>([...endpointQueryKey(endpoints.favouriteIds, {}), token], (ids = []) =>
        isFavourite ? ids.filter((id) => id !== game.nodeId) : [...ids.filter((id) => id !== game.nodeId), game.nodeId],
      );
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(endpoints.favouriteGames) });
    },
    [add, remove, queryClient, token],
  );
  return { toggle, isPending: add.isPending || remove.isPending };
}
