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
 * A pulse of the placeholder's opacity, which the compositor animates by itself. The shimmer
 * before it moved a gradient's background-position: the main thread restyled and repainted every
 * placeholder in every frame, which on a phone's start, with a lobby's worth of placeholders
 * showing, competed with the portal's own work (docs/product/performance.md "Placeholders pulse
 * on the compositor").
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
  animation: ${pulse} 0.9s ease-in-out infinite alternate;

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
