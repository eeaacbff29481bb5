import { MEMBER_CENTRE_PARAM } from '@portal/data-access';
import type { MemberCentrePage } from '../constants/MEMBER_CENTRE_PAGES';
import type { CentreLocation } from '../types/CentreLocation';
import type { CentreScreen } from '../types/CentreScreen';
import { centreHref } from './centreHref';

/** The address that opens the member centre on `page` over the current route, its other parameters kept: `memberCentreHref(location, 'depositv2')`. */
export function memberCentreHref(location: CentreLocation, page: CentreScreen<MemberCentrePage>): string {
  return centreHref(location, MEMBER_CENTRE_PARAM, page);
}
