import type { Game } from '@portal/api-contract';
import type { GameActions } from '../hooks/useGameActions';
import { useLatestCallback } from '../hooks/useLatestCallback';
import { GameGrid } from './GameGrid';

export interface ActionGameGridProps {
  games: readonly Game[];
  actions: GameActions;
  label: string;
  eagerCount?: number;
}

/**
 * GameGrid wired to the launch and favourite actions. The tile handlers keep one identity for the
 * life of the grid, so a new page or a pending action re-renders only the tiles whose own props changed.
 */
export function ActionGameGrid({ games, actions, label, eagerCount }: ActionGameGridProps) {
  const handlePlay = useLatestCallback((game: Game) => actions.launchGame(game));
  const handleToggleFavourite = useLatestCallback((game: Game) => actions.handleToggleFavourite(game));
  return (
    <GameGrid
      games={games}
      label={label}
      eagerCount={eagerCount}
      favouriteIds={actions.favouriteIds}
      favouritePendingId={actions.pendingId}
      launchPendingKey={actions.pendingKey}
      onPlay={handlePlay}
      onToggleFavourite={handleToggleFavourite}
    />
  );
}
