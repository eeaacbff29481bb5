import { TRIAL_MEMBER_TYPE } from '@portal/data-access';
import { MEMBER_CENTRE_PAGES, type MemberCentrePage } from '@portal/page-kit';

export interface MemberCentreEntry {
  page: MemberCentrePage;
  /** Shown on the entry when present (mission activity: the mission count when above 0). */
  badge?: number;
}

export interface MemberCentreContext {
  /** Mission count from the mission summary. */
  missionCount: number;
  /** Transfer to upline only for members who have one (`toUpline`). */
  toUpline: boolean;
}

/** The entries a member sees, in order, with their badges (docs/product/member-centre.md). */
export function getMemberCentreEntries({ missionCount, toUpline }: MemberCentreContext): MemberCentreEntry[] {
  return MEMBER_CENTRE_PAGES.filter((page) => page !== 'transferUpline' || toUpline).map((page) =>
    page === 'missionLeaderboard' && missionCount > 0 ? { page, badge: missionCount } : { page },
  );
}

/** Member centre needs a session token and a non-trial account (docs/product/centres.md). */
export function canOpenMemberCentre(token: string | null, memberType: number | undefined): boolean {
  return Boolean(token) && memberType !== undefined && memberType !== TRIAL_MEMBER_TYPE;
}
