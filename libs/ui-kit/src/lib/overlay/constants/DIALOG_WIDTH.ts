/** Dialog width in px (docs/product/display-and-platform.md). */
export const DIALOG_WIDTH = 400;
