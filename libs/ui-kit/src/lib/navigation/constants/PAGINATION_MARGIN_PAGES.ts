/** Pages always shown at each end (docs/product/display-and-platform.md). */
export const PAGINATION_MARGIN_PAGES = 1;
