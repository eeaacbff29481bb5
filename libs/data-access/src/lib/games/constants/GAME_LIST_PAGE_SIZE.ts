/** Games per page of a lobby list (docs/product/games-and-play.md: pageNo 1, pageSize 42). */
export const GAME_LIST_PAGE_SIZE = 42;
