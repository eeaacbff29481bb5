import { Skeleton } from '@portal/ui-kit';
import { StyledVendorButton, StyledVendorCardList, StyledVendorMeta } from './VendorCardList';

export interface VendorCardListSkeletonProps {
  /** Cards drawn (one row of the usual lobby). */
  count: number;
  large?: boolean;
}

/**
 * The vendor cards while they load: the same grid and card box (image ratio, name and meta lines),
 * so the cards take exactly its place and the game list below does not move (docs/product/performance.md).
 */
export function VendorCardListSkeleton({ count, large = false }: VendorCardListSkeletonProps) {
  return (
    <StyledVendorCardList as="div" $large={large} aria-busy="true">
      {Array.from({ length: count }, (_, index) => (
        <StyledVendorButton key={index} as="div" $selected={false} aria-hidden="true">
          <Skeleton aspectRatio={large ? '240 / 135' : '240 / 120'} />
          <span>{'\u00a0'}</span>
          <StyledVendorMeta>{'\u00a0'}</StyledVendorMeta>
        </StyledVendorButton>
      ))}
    </StyledVendorCardList>
  );
}
