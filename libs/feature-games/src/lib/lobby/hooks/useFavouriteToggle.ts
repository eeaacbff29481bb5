import { useLingui } from '@lingui/react/macro';
import type { Game } from '@portal/api-contract';
import { portalAlertState, useFavouriteIds, useRequireLogin, useToggleFavourite } from '@portal/data-access';
import { useSetAtom } from 'jotai';
import { useCallback, useMemo, useState } from 'react';
import { useErrorMessage } from '@portal/page-kit';
import { GAME_ERROR_MESSAGES } from '../../launch/constants/GAME_ERROR_MESSAGES';

/** Favourite ids of the member and a login-guarded toggle (guests get the login modal, docs/product/games-and-play.md). */
export function useFavouriteToggle() {
  const { t } = useLingui();
  const { ids } = useFavouriteIds();
  const favouriteIds = useMemo(() => new Set(ids), [ids]);
  const { toggle } = useToggleFavourite();
  const requireLogin = useRequireLogin();
  const setAlert = useSetAtom(portalAlertState);
  const errorMessage = useErrorMessage();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const handleToggleFavourite = useCallback(
    (game: Game) =>
      requireLogin(() => {
        setPendingId(game.nodeId);
        toggle(game, favouriteIds.has(game.nodeId))
          .catch((error: unknown) =>
            setAlert({ tone: 'warning', title: t`Favourites could not be updated`, message: errorMessage(error, GAME_ERROR_MESSAGES) }),
          )
          .finally(() => setPendingId(null));
      }),
    [requireLogin, toggle, favouriteIds, setAlert, t, errorMessage],
  );
  return { favouriteIds, handleToggleFavourite, pendingId };
}
