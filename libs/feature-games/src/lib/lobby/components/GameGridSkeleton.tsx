import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@portal/ui-kit';
import styled from 'styled-components';
import { StyledGameGridList } from './GameGrid';

export interface GameGridSkeletonProps {
  /** Tiles to reserve (a page is 42). */
  count?: number;
}

const StyledSkeletonTile = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
`;

/** Placeholder tiles of the same size as GameTile while a list loads (no layout shift). */
export function GameGridSkeleton({ count = 14 }: GameGridSkeletonProps) {
  const { t } = useLingui();
  return (
    <StyledGameGridList aria-busy="true" aria-label={t`Loading games`}>
      {Array.from({ length: count }, (_, index) => (
        <StyledSkeletonTile key={index}>
          <Skeleton aspectRatio="1 / 1" />
          <Skeleton shape="text" width="80%" />
          <Skeleton shape="text" width="40%" />
        </StyledSkeletonTile>
      ))}
    </StyledGameGridList>
  );
}
