import { useLingui } from '@lingui/react/macro';
import { useGameList, type GameListFilters } from '@portal/data-access';
import { Pagination } from '@portal/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { QueryState } from '@portal/page-kit';
import { GAME_ERROR_MESSAGES } from '../../launch/constants/GAME_ERROR_MESSAGES';
import type { GameActions } from '../hooks/useGameActions';
import { ActionGameGrid } from './ActionGameGrid';
import { GameGridSkeleton } from './GameGridSkeleton';

export interface PagedGameListProps {
  filters: GameListFilters;
  actions: GameActions;
  label: string;
  emptyText: string;
}

const StyledPagedGameList = styled.div<{ $stale: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  opacity: ${({ $stale }) => ($stale ? 0.6 : 1)};
  transition: opacity ${({ theme }) => theme.motion.duration.fast};
`;

/** A game list paged 42 at a time (page range 3, margin pages 1; previous/next blocked at the ends). */
export function PagedGameList({ filters, actions, label, emptyText }: PagedGameListProps) {
  const { t } = useLingui();
  // Another filter starts again at page 1.
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const handlePageChange = (next: number) => setPaging({ filterKey, page: next });
  const query = useGameList(filters, page);

  return (
    <QueryState
      query={query}
      errorTitle={t`The games could not be loaded`}
      errorMessages={GAME_ERROR_MESSAGES}
      emptyTitle={emptyText}
      loading={<GameGridSkeleton count={14} />}
    >
      {({ games, totalPages }) => (
        <StyledPagedGameList $stale={query.isPlaceholderData} aria-busy={query.isPlaceholderData}>
          <ActionGameGrid games={games} actions={actions} label={label} eagerCount={14} />
          <Pagination
            page={page}
            totalPages={totalPages}
            onChange={handlePageChange}
            labels={{ navigation: t`Pages of games`, previous: t`Previous page`, next: t`Next page`, page: (n) => t`Page ${n}` }}
          />
        </StyledPagedGameList>
      )}
    </QueryState>
  );
}
