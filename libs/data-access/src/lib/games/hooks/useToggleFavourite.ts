import { routes, type Game } from '@portal/api-contract';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { endpointQueryKey } from '../../query/queryKeys';
import { useEndpointMutation } from '../../query/useEndpointMutation';
import { sessionTokenState } from '../../session/states/sessionTokenState';

type FavouriteTarget = Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>;

/**
 * Marks or unmarks a favourite depending on its current state (docs/product/games-and-play.md), then updates the local
 * favourite ids and refetches the favourite lists. Callers guard it with `useRequireLogin`.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  const token = useAtomValue(sessionTokenState);
  const add = useEndpointMutation(routes.favouriteAdd);
  const remove = useEndpointMutation(routes.favouriteRemove);
  // mutateAsync is stable; the mutation result objects are new on every render.
  const { mutateAsync: addAsync } = add;
  const { mutateAsync: removeAsync } = remove;

  const toggle = useCallback(
    async (game: FavouriteTarget, isFavourite: boolean) => {
      const params = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
      if (isFavourite) await removeAsync(params);
      else await addAsync(params);
      queryClient.setQueryData<number[]>([...endpointQueryKey(routes.favouriteIds, {}), token], (ids = []) =>
        isFavourite ? ids.filter((id) => id !== game.nodeId) : [...ids.filter((id) => id !== game.nodeId), game.nodeId],
      );
      await queryClient.invalidateQueries({ queryKey: endpointQueryKey(routes.favouriteGames) });
    },
    [addAsync, removeAsync, queryClient, token],
  );
  return { toggle, isPending: add.isPending || remove.isPending };
}
