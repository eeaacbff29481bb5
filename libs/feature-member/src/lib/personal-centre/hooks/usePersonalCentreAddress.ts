import { PERSONAL_CENTRE_PARAM } from '@portal/data-access';
import { useCentreAddress, type CentreAddress } from '@portal/page-kit';

/** The member centre's address, `?member=<pageId>` (docs/product/member-centre.md): its pages link to each other with it. */
export function usePersonalCentreAddress(): CentreAddress {
  return useCentreAddress(PERSONAL_CENTRE_PARAM);
}
