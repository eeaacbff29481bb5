import { PERSONAL_CENTER_PARAM } from '@portal/data-access';
import { useCentreAddress, type CentreAddress } from '@portal/page-kit';

/** The member centre's address, `?member=<pageId>` (docs/product/member-centre.md): its pages link to each other with it. */
export function usePersonalCenterAddress(): CentreAddress {
  return useCentreAddress(PERSONAL_CENTER_PARAM);
}
