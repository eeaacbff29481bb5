/** Orders per page of the deposit history (its first page also tells whether the member has ever deposited). */
export const DEPOSIT_HISTORY_PAGE_SIZE = 10;
