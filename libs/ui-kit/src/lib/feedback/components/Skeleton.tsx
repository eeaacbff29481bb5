import styled, { keyframes } from 'styled-components';

export interface SkeletonProps {
  /** CSS length or px. Defaults to `100%`. */
  width?: number | string;
  /** CSS length or px. Defaults to one line of text. */
  height?: number | string;
  /** Reserve space by ratio instead of height, e.g. `'16 / 9'`. */
  aspectRatio?: string;
  shape?: 'rect' | 'rounded' | 'circle' | 'text';
  className?: string;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

const toLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

const StyledSkeleton = styled.span<{
  $width: string;
  $height?: string;
  $aspectRatio?: string;
  $shape: NonNullable<SkeletonProps['shape']>;
}>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height, $aspectRatio }) => $height ?? ($aspectRatio ? 'auto' : '1em')};
  aspect-ratio: ${({ $aspectRatio }) => $aspectRatio ?? 'auto'};
  border-radius: ${({ theme, $shape }) =>
    $shape === 'circle' ? theme.radius.round : $shape === 'rect' ? theme.radius.none : $shape === 'text' ? theme.radius.sm : theme.radius.md};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.color.surface.skeleton} 25%,
    ${({ theme }) => theme.color.surface.skeletonHighlight} 50%,
    ${({ theme }) => theme.color.surface.skeleton} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

/** A placeholder block that reserves the space of content still loading. Hidden from assistive technology. */
export function Skeleton({ width = '100%', height, aspectRatio, shape = 'rounded', className }: SkeletonProps) {
  return (
    <StyledSkeleton
      aria-hidden
      className={className}
      $width={toLength(width)}
      $height={height === undefined ? undefined : toLength(height)}
      $aspectRatio={aspectRatio}
      $shape={shape}
    />
  );
}
