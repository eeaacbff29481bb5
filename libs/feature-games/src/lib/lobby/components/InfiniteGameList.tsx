import { useLingui } from '@lingui/react/macro';
import { useInfiniteGameList, type GameListFilters } from '@portal/data-access';
import { Spinner } from '@portal/ui-kit';
import { useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useLaunchErrorMessage } from '../../launch/hooks/useLaunchErrorMessage';
import type { GameActions } from '../hooks/useGameActions';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll';
import { useProgressiveCount } from '../hooks/useProgressiveCount';
import { ActionGameGrid } from './ActionGameGrid';
import { GameGridSkeleton } from './GameGridSkeleton';
import { ListState } from './ListState';

export interface InfiniteGameListProps {
  filters: GameListFilters;
  actions: GameActions;
  label: string;
  emptyText: string;
}

const StyledFooter = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  min-height: ${({ theme }) => theme.spacing(16)};
  color: ${({ theme }) => theme.color.text.tertiary};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Tiles mounted per animation frame when a page arrives (about two rows at the 1440 design width). */
const TILES_PER_FRAME = 14;

/**
 * A game list that loads the next 42 games as the player scrolls near its end (throttled 200 ms).
 * An arriving page mounts about two rows per frame instead of 42 tiles in one commit (no long task while
 * scrolling); the next page is asked for only once the current one is all on the page, so the
 * end-of-list sentinel has moved away first.
 */
export function InfiniteGameList({ filters, actions, label, emptyText }: InfiniteGameListProps) {
  const { t } = useLingui();
  const errorMessage = useLaunchErrorMessage();
  const query = useInfiniteGameList(filters);
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const games = useMemo(() => data?.pages.flatMap((page) => page.games) ?? [], [data]);
  const total = data?.pages[0]?.total ?? 0;
  const shown = useProgressiveCount(games.length, TILES_PER_FRAME);
  const shownGames = useMemo(() => (shown < games.length ? games.slice(0, shown) : games), [games, shown]);
  const sentinel = useRef<HTMLDivElement>(null);
  useInfiniteScroll(
    sentinel,
    () => void fetchNextPage(),
    Boolean(hasNextPage) && !isFetchingNextPage && !query.isFetchNextPageError && shown >= games.length,
  );

  if (query.isPending) return <GameGridSkeleton count={14} />;
  if (query.isError && games.length === 0)
    return <ListState kind="error" title={t`The games could not be loaded`} description={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  if (games.length === 0) return <ListState kind="empty" title={emptyText} />;

  return (
    <div>
      <ActionGameGrid games={shownGames} actions={actions} label={label} eagerCount={14} />
      <StyledFooter ref={sentinel} aria-live="polite">
        {isFetchingNextPage ? (
          <Spinner label={t`Loading more games…`} />
        ) : query.isFetchNextPageError ? (
          <ListState kind="error" title={t`More games could not be loaded`} onRetry={() => void fetchNextPage()} />
        ) : hasNextPage ? (
          t`Showing ${games.length} of ${total} games`
        ) : (
          t`All ${total} games shown`
        )}
      </StyledFooter>
    </div>
  );
}
