/** Announcements per page in the notice modal (docs/product/content.md). */
export const ANNOUNCEMENTS_PAGE_SIZE = 9;
