import { useLingui } from '@lingui/react/macro';
import type { Game } from '@portal/api-contract';
import type { PlatformError } from '@portal/data-access';
import { QueryState } from '@portal/page-kit';
import { GAME_ERROR_MESSAGES } from '../../launch/constants/GAME_ERROR_MESSAGES';
import type { GameActions } from '../hooks/useGameActions';
import { ActionGameGrid } from './ActionGameGrid';
import { GameGridSkeleton } from './GameGridSkeleton';

export interface CollectionGameListProps {
  games: readonly Game[] | undefined;
  isPending: boolean;
  error: PlatformError | null;
  onRetry: () => void;
  actions: GameActions;
  label: string;
  emptyText: string;
  /** Skeleton tiles while loading: the number of games the list usually holds, so nothing moves when they arrive. */
  expectedCount?: number;
}

/** A short list read in one call (hot, recent, favourites): loading, error, empty or the grid. */
export function CollectionGameList({ games, isPending, error, onRetry, actions, label, emptyText, expectedCount = 7 }: CollectionGameListProps) {
  const { t } = useLingui();
  return (
    <QueryState
      query={{ data: isPending ? undefined : games, error, refetch: onRetry }}
      errorTitle={t`The games could not be loaded`}
      errorMessages={GAME_ERROR_MESSAGES}
      emptyTitle={emptyText}
      loading={<GameGridSkeleton count={expectedCount} />}
    >
      {(list) => <ActionGameGrid games={list} actions={actions} label={label} eagerCount={14} />}
    </QueryState>
  );
}
