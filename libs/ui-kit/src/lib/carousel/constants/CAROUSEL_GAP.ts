/** Gap between banner slides in px (spec §2, §9). */
export const CAROUSEL_GAP = 19.4;
