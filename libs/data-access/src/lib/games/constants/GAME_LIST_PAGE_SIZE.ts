/** Games per page of a lobby list (spec §3/§9: pageNo 1, pageSize 42). */
export const GAME_LIST_PAGE_SIZE = 42;
