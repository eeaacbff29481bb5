/** The value of a select filter's "All" option: the page sends no filter for it. */
export const RECORDS_ALL = 'all';
