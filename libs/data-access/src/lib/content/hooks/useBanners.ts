import { routes, type BannerGroup } from '@portal/api-contract';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** The banners of one group (`w_home` …), cached for five minutes. */
export function useBanners(groupName: BannerGroup, { enabled = true }: { enabled?: boolean } = {}) {
  return useEndpointQuery(routes.bannerList, { groupName }, { staleTime: 5 * 60_000, enabled });
}
