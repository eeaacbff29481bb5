/** Default modal width in px (docs/product/display-and-platform.md). */
export const MODAL_WIDTH = 600;
