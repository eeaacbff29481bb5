/** Rows per page of the redemption and points histories. */
export const POINT_MALL_PAGE_SIZE = 10;
