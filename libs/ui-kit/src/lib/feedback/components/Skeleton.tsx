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

/*
 * A pulse of the placeholder's opacity, from a second on: a placeholder that goes within a second
 * (most of them, on a phone's start) never moves. Every moving frame is one the compositor draws,
 * and without a GPU those frames took CPU from the page's own start; the shimmer before moved a
 * gradient's background-position, which also restyled and repainted every placeholder on the main
 * thread in every frame (docs/product/performance.md "Nothing moves while the page starts").
 */
const pulse = keyframes`
  from { opacity: 1; }
  to { opacity: 0.55; }
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
  background: ${({ theme }) => theme.color.surface.skeleton};
  animation: ${pulse} 0.9s ease-in-out 1s infinite alternate;

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
