import type { BrandConfig } from '@portal/brand';
import styled from 'styled-components';
import { BOOT_FRAME_BANNER } from '../../app/utils/bootFramePlan';
import { DEFAULT_BANNER_RATIO, StyledBannerRegion, StyledBannerRow, StyledStillSlide } from '../../banner/components/BannerRow';
import { BrandPicture, brandMarkStyles, StyledHeader, StyledMenuButton } from '../../layout/components/PortalHeader';

/** The brand mark's place without a link. */
const StyledBrandMark = styled.span<{ $wide: boolean }>`
  ${brandMarkStyles}
`;

const StyledBootFrame = styled.div`
  position: fixed;
  inset: 0;
  z-index: 2147483000;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface.base};
`;

/**
 * index.html's boot frame on a phone (docs/product/performance.md "The boot frame on a phone"): the header's
 * bar with the brand's mark and the first banner's slide, drawn by the same components the portal
 * draws them with, in the same places. The build renders it into a `<template>` with its styles;
 * the boot script clones it and sets the banner's image (`BOOT_FRAME_BANNER`). No text, no link:
 * it is hidden from assistive technology and goes when the portal's own frame shows.
 */
export function BootFrame({ brand }: { brand: Pick<BrandConfig, 'logo' | 'appIcon'> }) {
  return (
    <StyledBootFrame>
      <StyledHeader as="div">
        <StyledMenuButton as="span" />
        <StyledBrandMark $wide={false}>
          <BrandPicture logo={brand.logo} appIcon={brand.appIcon} alt="" />
        </StyledBrandMark>
      </StyledHeader>
      <StyledBannerRegion>
        <StyledBannerRow $slides={1}>
          <StyledStillSlide $ratio={DEFAULT_BANNER_RATIO}>
            <img alt="" {...{ [BOOT_FRAME_BANNER]: '' }} />
          </StyledStillSlide>
        </StyledBannerRow>
      </StyledBannerRegion>
    </StyledBootFrame>
  );
}
