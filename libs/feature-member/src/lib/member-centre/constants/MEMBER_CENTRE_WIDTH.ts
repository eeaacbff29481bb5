/** Width of the member-centre overlay in px: menu plus a records table at 1440×900. */
export const MEMBER_CENTRE_WIDTH = 1200;
