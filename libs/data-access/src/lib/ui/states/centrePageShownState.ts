import { createAtomState } from '../../states/createAtomState';

/**
 * A centre's page has shown (page-kit's CentreOverlay sets it when a page's code has rendered):
 * what waits for the page under the member centre opened by the address (the shell's site
 * services, the reality check) starts then (docs/product/performance.md "After the centre's page").
 */
export const centrePageShownState = createAtomState<boolean>({ key: 'centrePageShown', defaultValue: false });
