/** Width of the personal-centre overlay in px: menu plus a records table at 1440×900. */
export const PERSONAL_CENTER_WIDTH = 1200;
