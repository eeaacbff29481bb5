import { MEMBER_CENTRE_PARAM } from '@portal/data-access';
import type { MemberCentrePage } from '../constants/MEMBER_CENTRE_PAGES';
import { useCentreAddress, type CentreAddress } from './useCentreAddress';

/** The member centre's address on the current route: the page it names, links to its pages (`hrefFor`), going to one (`goTo`), closing it. */
export function useMemberCentreAddress(): CentreAddress<MemberCentrePage> {
  return useCentreAddress<MemberCentrePage>(MEMBER_CENTRE_PARAM);
}
