/** Announcements per page in the notice modal (spec §9). */
export const ANNOUNCEMENTS_PAGE_SIZE = 9;
