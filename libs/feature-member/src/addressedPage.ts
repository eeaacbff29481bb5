import { MEMBER_CENTRE_PARAM } from '@portal/data-access';
import { preloadAddressedPage } from '@portal/page-kit';
import { MEMBER_CENTRE_VIEWS } from './lib/member-centre/constants/MEMBER_CENTRE_VIEWS';

/**
 * Entry point of the page list alone: the page `?member=` names is asked for beside the centre's
 * code, not after it has loaded (FEATURE_OVERLAYS; docs/product/performance.md "A centre's frame,
 * then its screen").
 */
export const preloadMemberCentrePage = () => preloadAddressedPage(MEMBER_CENTRE_PARAM, MEMBER_CENTRE_VIEWS);

/** The pages themselves: the brand's build lists each one's files for index.html (`@portal/portal-app/build`). */
export { MEMBER_CENTRE_VIEWS };
