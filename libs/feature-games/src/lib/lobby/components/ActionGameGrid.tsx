import type { Game } from '@portal/api-contract';
import type { GameActions } from '../hooks/useGameActions';
import { GameGrid } from './GameGrid';

export interface ActionGameGridProps {
  games: readonly Game[];
  actions: GameActions;
  label: string;
  eagerCount?: number;
}

/** GameGrid wired to the launch and favourite actions. */
export function ActionGameGrid({ games, actions, label, eagerCount }: ActionGameGridProps) {
  return (
    <GameGrid
      games={games}
      label={label}
      eagerCount={eagerCount}
      favouriteIds={actions.favouriteIds}
      favouritePendingId={actions.pendingId}
      launchPendingKey={actions.pendingKey}
      onPlay={actions.launchGame}
      onToggleFavourite={actions.handleToggleFavourite}
    />
  );
}
