/** Pages shown around the current one (docs/product/display-and-platform.md). */
export const PAGINATION_PAGE_RANGE = 3;
