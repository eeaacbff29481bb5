/** Pages always shown at each end (spec §9). */
export const PAGINATION_MARGIN_PAGES = 1;
