import { routes, type BannerGroup } from '@portal/api-contract';
import { endpointQuery } from '../../query/endpointQuery';
import { useEndpointQuery } from '../../query/useEndpointQuery';

/** The banners of one group (`w_home` …), cached for five minutes. */
export const bannersQuery = (groupName: BannerGroup) => endpointQuery(routes.bannerList, { groupName }, { staleTime: 5 * 60_000 });

export function useBanners(groupName: BannerGroup, { enabled = true }: { enabled?: boolean } = {}) {
  const { endpoint, params, options } = bannersQuery(groupName);
  return useEndpointQuery(endpoint, params, { ...options, enabled });
}
