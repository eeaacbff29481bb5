/**
 * The member-centre overlay lives in the address: `?member=<pageId>` on whatever route the
 * player is on (docs/product/member-centre.md). The shell opens it by setting this parameter,
 * the member feature renders the page it names and removes it on close.
 */
export const MEMBER_CENTRE_PARAM = 'member';
