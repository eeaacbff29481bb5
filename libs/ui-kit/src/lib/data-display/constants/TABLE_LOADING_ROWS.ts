/** Skeleton rows a `Table` shows while `loading` (when `loadingRows` is not given). */
export const TABLE_LOADING_ROWS = 5;
