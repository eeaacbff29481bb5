import { routes, type ANNOUNCEMENT_TYPES } from '@portal/api-contract';
import { keepPreviousData } from '@tanstack/react-query';
import { useEndpointQuery } from '../../query/useEndpointQuery';
import { ANNOUNCEMENTS_PAGE_SIZE } from '../constants/ANNOUNCEMENTS_PAGE_SIZE';

export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export interface UseAnnouncementsParams {
  /** Types to list (docs/product/content.md: B, PL, PU, PR, H); all when empty. */
  types?: readonly AnnouncementType[];
  /** Execution (spec: default B). */
  execution?: string;
  pageNo?: number;
  pageSize?: number;
}

/** Announcements v2, one page at a time (9 per page); the previous page stays shown while the next loads. */
export function useAnnouncements({ types = [], execution = 'B', pageNo = 1, pageSize = ANNOUNCEMENTS_PAGE_SIZE }: UseAnnouncementsParams = {}) {
  return useEndpointQuery(
    routes.announcements,
    { types: types.length > 0 ? types.join(',') : undefined, platform: 'W', execution, pageNo, pageSize },
    { staleTime: 60_000, placeholderData: keepPreviousData },
  );
}
