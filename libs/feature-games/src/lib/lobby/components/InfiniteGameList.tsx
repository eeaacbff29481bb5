import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useInfiniteGameList, type GameListFilters } from '@portal/data-access';
import { Spinner } from '@portal/ui-kit';
import { useDeferredValue, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { QueryState, StatePanel } from '@portal/page-kit';
import { GAME_ERROR_MESSAGES } from '../../launch/constants/GAME_ERROR_MESSAGES';
import type { GameActions } from '../hooks/useGameActions';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll';
import { ActionGameGrid } from './ActionGameGrid';
import { GameGridSkeleton } from './GameGridSkeleton';

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

/**
 * A game list that loads the next 42 games as the player scrolls near its end (throttled 200 ms).
 * An arriving page is mounted in one commit: measured with `npm run bench:lobby`, spreading it over
 * several frames (two rows per frame) dropped more frames than one commit, since each frame then
 * paid the grid's style, layout and paint again; a page of plain tiles commits well inside a frame.
 */
export function InfiniteGameList({ filters, actions, label, emptyText }: InfiniteGameListProps) {
  const { t } = useLingui();
  const query = useInfiniteGameList(filters);
  // An answer's grid is built in a deferred render, in slices: the query's own update is
  // synchronous (a store), and the first page's grid built in it was one task of 85–94 ms at 4× CPU
  // on a phone. Until then the skeleton (or the list before) stays; the sentinel is observed only
  // while the grid shows the latest answer, so a page is not asked for twice in that moment
  // (docs/product/performance.md "Answers render in slices").
  const data = useDeferredValue(query.data);
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const games = useMemo(() => data?.pages.flatMap((page) => page.games) ?? [], [data]);
  const total = data?.pages[0]?.total ?? 0;
  // The grid is still being built from the latest answer: the footer says more games are coming, not "all shown".
  const building = data !== query.data;
  const sentinel = useRef<HTMLDivElement>(null);
  useInfiniteScroll(
    sentinel,
    () => void fetchNextPage(),
    data !== undefined && !building && Boolean(hasNextPage) && !isFetchingNextPage && !query.isFetchNextPageError,
  );

  return (
    <QueryState
      query={{ data: data ? games : undefined, error: query.error, refetch: query.refetch }}
      errorTitle={t`The games could not be loaded`}
      errorMessages={GAME_ERROR_MESSAGES}
      emptyTitle={emptyText}
      loading={<GameGridSkeleton count={14} />}
    >
      {() => (
        <div>
          <ActionGameGrid games={games} actions={actions} label={label} eagerCount={14} />
          <StyledFooter ref={sentinel} aria-live="polite">
            {isFetchingNextPage || building ? (
              <Spinner label={t`Loading more games…`} />
            ) : query.isFetchNextPageError ? (
              <StatePanel kind="error" title={t`More games could not be loaded`} onRetry={() => void fetchNextPage()} />
            ) : hasNextPage ? (
              t`Showing ${games.length} of ${plural(total, { one: '# game', other: '# games' })}`
            ) : (
              t`${plural(total, { one: 'The only game is shown', other: 'All # games shown' })}`
            )}
          </StyledFooter>
        </div>
      )}
    </QueryState>
  );
}
