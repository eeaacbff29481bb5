/** Empty: an empty array, or a page object (`{ list }`, `{ games }`) whose list is empty. */
export function isEmptyData(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data && typeof data === 'object') {
    const list = (data as { list?: unknown; games?: unknown }).list ?? (data as { games?: unknown }).games;
    return Array.isArray(list) && list.length === 0;
  }
  return false;
}
