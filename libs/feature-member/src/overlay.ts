import { PERSONAL_CENTRE_PARAM } from '@portal/data-access';
import { preloadAddressedPage } from '@portal/page-kit';
import { PERSONAL_CENTRE_VIEWS } from './lib/personal-centre/constants/PERSONAL_CENTRE_VIEWS';

/**
 * Entry point of the personal-centre overlay alone (its pages are its own lazy chunks): opening it
 * does not load the points mall or anything else the main entry exports (docs/product/performance.md).
 */
export { PersonalCentreOverlay } from './lib/personal-centre/components/PersonalCentreOverlay';

/** The chunk of the page `?member=` names, asked for as soon as this entry is in (FEATURE_OVERLAYS). */
export const preloadPersonalCentrePage = () => preloadAddressedPage(PERSONAL_CENTRE_PARAM, PERSONAL_CENTRE_VIEWS);
