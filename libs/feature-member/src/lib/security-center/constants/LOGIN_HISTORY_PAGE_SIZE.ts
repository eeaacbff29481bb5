/** Login attempts per page of the history. */
export const LOGIN_HISTORY_PAGE_SIZE = 10;
