/** Width of the personal-centre overlay in px: menu plus a records table at 1440×900. */
export const PERSONAL_CENTRE_WIDTH = 1200;
