/**
 * sessionStorage key (one per centre: `portal:centre-stack:member`) saying that this tab's history
 * already holds the centre's menu under its page (docs/product/phone-layout.md "Centres"): a
 * reload on a page of the centre must not put the menu under it a second time.
 */
export const CENTRE_STACK_KEY = 'portal:centre-stack:';
