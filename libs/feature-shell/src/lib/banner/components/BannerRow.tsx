import type { Banner, BannerGroup } from '@portal/api-contract';
import { useBrand, type BannerRouteGroup } from '@portal/brand';
import { useBanners } from '@portal/data-access';
import { CAROUSEL_SLIDES_PER_VIEW, cdnImage, readViewport, Skeleton, type Viewport } from '@portal/ui-kit';
import styled from 'styled-components';
import { releaseBootFrame } from '../../app/utils/bootFrame';

/**
 * Banners side by side: one on a phone, swiped (docs/product/phone-layout.md), elsewhere the
 * route's (`slides`: three, the points mall's one; docs/product/content.md).
 */
export function bannerSlidesPerView(viewport: Viewport = readViewport(), slides: number = CAROUSEL_SLIDES_PER_VIEW): number {
  return viewport === 'phone' ? 1 : slides;
}

/** The banner region above a route's content (the start frame draws the same box). */
export const StyledBannerRegion = styled.section<{ $inline?: boolean }>`
  padding: ${({ theme, $inline }) => ($inline ? '0' : theme.spacing(4, 6, 0))};
  /* Above a page, the banners keep to the page's column (its width and padding): on a route
     without the side menu (/pointMall) they used to start left of the column's content. */
  ${({ theme, $inline }) =>
    $inline
      ? ''
      : `
    box-sizing: border-box;
    width: 100%;
    max-width: ${theme.layout.contentMaxWidth}px;
    margin: 0 auto;
  `}

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme, $inline }) => ($inline ? '0' : theme.spacing(3, 3, 0))};
  }
`;

/** Banners are drawn at 600×240 unless the platform says otherwise. */
export const DEFAULT_BANNER_RATIO = 600 / 240;

export function bannerRatio(banner: Banner | undefined): number {
  return banner?.width && banner.height ? banner.width / banner.height : DEFAULT_BANNER_RATIO;
}

/** One view of the carousel's slides, laid out as it lays them out (the route's columns, gap 19.4). */
export const StyledBannerRow = styled.div<{ $slides: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $slides }) => $slides}, 1fr);
  gap: 19.4px;

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: 1fr;

    & > :nth-child(n + 2) {
      display: none;
    }
  }
`;

/** A slide as the carousel draws it (its corners and background), without the carousel. */
export const StyledStillSlide = styled.div<{ $ratio: number }>`
  aspect-ratio: ${({ $ratio }) => $ratio};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.raised};
  /* keen-slider's slides clip their images to the corners. */
  overflow: hidden;

  & > img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The banner space while the banners load: one skeleton per visible slide (`slides`: the route's). */
export function BannerSkeletonRow({ slides = CAROUSEL_SLIDES_PER_VIEW }: { slides?: number }) {
  return (
    <StyledBannerRow $slides={slides}>
      {Array.from({ length: slides }, (_, index) => (
        <Skeleton key={index} aspectRatio={String(DEFAULT_BANNER_RATIO)} />
      ))}
    </StyledBannerRow>
  );
}

/**
 * The first view of a route's banners, still: the start frame draws it as soon as the banners
 * answer, where the carousel will draw the same images, so the page's largest paint (the first
 * banner on most pages) does not wait for the whole portal to render (docs/product/performance.md
 * "Banners in the start frame"). No links and no names (alt=""): the frame is busy and the
 * carousel that replaces it carries them. The images are those preloadFirstBanners asked for. Skeletons until the answer; the same while it fails or is empty (the
 * frame is then replaced by a page without banners). Once its first image is in, index.html's boot
 * frame, which drew the same image on a phone before the portal's code arrived, goes.
 */
export function BannerStillRow({ routeGroup, slides = CAROUSEL_SLIDES_PER_VIEW }: { routeGroup: BannerRouteGroup; slides?: number }) {
  const brand = useBrand();
  const { data } = useBanners(brand.bannerGroups[routeGroup] as BannerGroup);
  if (!data?.length) return <BannerSkeletonRow slides={slides} />;
  const ratio = bannerRatio(data[0]);
  return (
    <StyledBannerRow $slides={slides}>
      {data.slice(0, bannerSlidesPerView(undefined, slides)).map((banner) => (
        <StyledStillSlide key={banner.bannerId} $ratio={ratio}>
          <img {...cdnImage(banner.url)} alt="" onLoad={releaseBootFrame} />
        </StyledStillSlide>
      ))}
    </StyledBannerRow>
  );
}
