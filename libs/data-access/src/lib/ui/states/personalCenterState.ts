import { createAtomState } from '../../states/createAtomState';

/**
 * The personal-centre overlay (docs/product/centres.md): hidden or shown, with an active page
 * (securityCenter, depositv2, withdraw, transactionHistory, personalHistoryCopy…). The shell's
 * header opens it; the member feature renders it.
 */
export interface PersonalCenter {
  open: boolean;
  page: string;
}

export const personalCenterState = createAtomState<PersonalCenter>({ key: 'personalCenter', defaultValue: { open: false, page: 'securityCenter' } });
