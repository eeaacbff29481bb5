import type { Banner } from '@portal/api-contract';
import { cdnUrl, holdImageLoads } from '@portal/ui-kit';
import { bannerSlidesPerView } from '../../banner/components/BannerRow';

let preloaded = '';

/**
 * Asks for the first banners' images at once with high priority (the carousel's images then come
 * from the same request), and holds the page's lazy images until they are in (at most 1 s): they are
 * the largest paint of most pages and do not share the connection with a screenful of game tiles
 * (docs/product/performance.md). Called when the banners answer, from the start's own request
 * (startQuerySteps, before React has rendered) and from AppStartQueriesEffect; once per set.
 */
export function preloadFirstBanners(banners: readonly Pick<Banner, 'url'>[] | undefined, slides?: number): void {
  const urls = (banners ?? []).slice(0, bannerSlidesPerView(undefined, slides)).map((banner) => banner.url);
  const key = urls.join(' ');
  if (!key || key === preloaded) return;
  preloaded = key;
  const loads = urls.map((url) => {
    const image = new Image();
    image.fetchPriority = 'high';
    image.src = cdnUrl(url);
    return image.decode();
  });
  holdImageLoads(Promise.allSettled(loads));
}
