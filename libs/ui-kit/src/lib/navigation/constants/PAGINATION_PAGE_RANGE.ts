/** Pages shown around the current one (spec §9). */
export const PAGINATION_PAGE_RANGE = 3;
