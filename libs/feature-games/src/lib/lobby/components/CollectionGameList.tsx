import { useLingui } from '@lingui/react/macro';
import type { Game } from '@portal/api-contract';
import type { PlatformError } from '@portal/data-access';
import { useLaunchErrorMessage } from '../../launch/hooks/useLaunchErrorMessage';
import type { GameActions } from '../hooks/useGameActions';
import { ActionGameGrid } from './ActionGameGrid';
import { GameGridSkeleton } from './GameGridSkeleton';
import { ListState } from './ListState';

export interface CollectionGameListProps {
  games: readonly Game[] | undefined;
  isPending: boolean;
  error: PlatformError | null;
  onRetry: () => void;
  actions: GameActions;
  label: string;
  emptyText: string;
}

/** A short list read in one call (hot, recent, favourites): loading, error, empty or the grid. */
export function CollectionGameList({ games, isPending, error, onRetry, actions, label, emptyText }: CollectionGameListProps) {
  const { t } = useLingui();
  const errorMessage = useLaunchErrorMessage();
  if (error && !games) return <ListState kind="error" title={t`The games could not be loaded`} description={errorMessage(error)} onRetry={onRetry} />;
  if (isPending || !games) return <GameGridSkeleton count={7} />;
  if (games.length === 0) return <ListState kind="empty" title={emptyText} />;
  return <ActionGameGrid games={games} actions={actions} label={label} eagerCount={14} />;
}
