/** Gap between banner slides in px (docs/product/content.md). */
export const CAROUSEL_GAP = 19.4;
