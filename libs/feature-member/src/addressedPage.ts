import { PERSONAL_CENTRE_PARAM } from '@portal/data-access';
import { preloadAddressedPage } from '@portal/page-kit';
import { PERSONAL_CENTRE_VIEWS } from './lib/personal-centre/constants/PERSONAL_CENTRE_VIEWS';

/**
 * Entry point of the page list alone: the page `?member=` names is asked for beside the centre's
 * code, not after it has loaded (FEATURE_OVERLAYS; docs/product/performance.md "A centre's frame,
 * then its screen").
 */
export const preloadPersonalCentrePage = () => preloadAddressedPage(PERSONAL_CENTRE_PARAM, PERSONAL_CENTRE_VIEWS);
