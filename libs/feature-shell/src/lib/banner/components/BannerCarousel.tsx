import { useLingui } from '@lingui/react/macro';
import type { Banner, BannerGroup } from '@portal/api-contract';
import { useBrand, type BannerRouteGroup } from '@portal/brand';
import { useBanners } from '@portal/data-access';
import { CAROUSEL_SLIDES_PER_VIEW, Carousel, cdnImage, preloadCarousel, useViewport } from '@portal/ui-kit';
import styled from 'styled-components';
import { BannerSkeletonRow, bannerRatio, bannerSlidesPerView, StyledBannerRegion } from './BannerRow';

export interface BannerCarouselProps {
  routeGroup: BannerRouteGroup;
  /** Pagination dots (spec: on home). */
  showPagination?: boolean;
  /** Inside a page's content (already padded) rather than as the layout's banner region. */
  inline?: boolean;
  /** Slides side by side on wider windows: the route's (`RouteLayout.bannerSlides`), 3 by default. */
  slides?: number;
}

/** The carousel's dots row (its gap and 24px dots), kept while the banners load where dots will show. */
const StyledSkeletonDots = styled.div`
  height: ${({ theme }) => theme.spacing(6)};
  margin-top: ${({ theme }) => theme.spacing(3)};
`;

function BannerSlide({ banner, eager, label }: { banner: Banner; eager: boolean; label: string }) {
  const image = (
    <img
      {...cdnImage(banner.url)}
      alt={banner.title ?? label}
      width={banner.width ?? 600}
      height={banner.height ?? 240}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
    />
  );
  if (banner.linkageType && banner.linkUrl) {
    const external = banner.linkageType === 2 || /^https?:/i.test(banner.linkUrl);
    return (
      <a href={banner.linkUrl} target={external ? '_blank' : undefined} rel={external ? 'noopener noreferrer' : undefined}>
        {image}
      </a>
    );
  }
  return image;
}

/**
 * The banner region of a route group (docs/product/content.md): 3 slides (one on a phone), gap
 * 19.4, autoplay and loop only with more than one banner, dots on home. Space is reserved while
 * loading so nothing shifts.
 */
export function BannerCarousel({ routeGroup, showPagination = false, inline = false, slides = CAROUSEL_SLIDES_PER_VIEW }: BannerCarouselProps) {
  const { t } = useLingui();
  const brand = useBrand();
  const group = brand.bannerGroups[routeGroup] as BannerGroup;
  const { data, isPending, isError } = useBanners(group);
  const ratio = bannerRatio(data?.[0]);
  const perView = bannerSlidesPerView(useViewport(), slides);

  if (isPending) {
    // keen-slider loads beside the banners, so the carousel moves as soon as they show.
    preloadCarousel();
    return (
      <StyledBannerRegion $inline={inline} aria-busy="true" aria-label={t`Banners`}>
        <BannerSkeletonRow slides={slides} />
        {showPagination ? <StyledSkeletonDots /> : null}
      </StyledBannerRegion>
    );
  }
  // Banners are decoration: on failure or when the group is empty the page simply has none.
  if (isError || data.length === 0) return null;

  return (
    <StyledBannerRegion $inline={inline} data-banner-group={group}>
      <Carousel
        ariaLabel={t`Banners`}
        aspectRatio={ratio}
        slidesPerView={perView}
        showPagination={showPagination && data.length > 1}
        paginationLabel={t`Choose a banner`}
        getDotLabel={(index, total) => t`Banner ${index + 1} of ${total}`}
        getSlideLabel={(index, total) => t`${index + 1} of ${total}`}
      >
        {data.map((banner, index) => (
          <BannerSlide key={banner.bannerId} banner={banner} eager={index < perView} label={t`Banner ${index + 1}`} />
        ))}
      </Carousel>
    </StyledBannerRegion>
  );
}
