/** `{ list, pageNo, pageSize, total, totalPages }` for a page of `total` rows. */
export function pageOf<T>(list: T[], total: number, pageNo: number, pageSize: number) {
  return { list, pageNo, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

export const offsetOf = (pageNo: number, pageSize: number) => (pageNo - 1) * pageSize;
