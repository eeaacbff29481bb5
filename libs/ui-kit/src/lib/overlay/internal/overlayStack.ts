/**
 * Open overlays. Only the top one reacts to Escape and traps focus; the page scroll stays
 * locked while any is open. "Top" is the one rendered last: an order taken at render time,
 * because effects run children first and a nested modal would otherwise end up below its parent.
 */
const entries = new Map<symbol, number>();
let nextOrder = 0;
let savedBodyOverflow = '';

/** A render-order ticket: call once per overlay instance, during render. */
export function takeOverlayOrder(): number {
  nextOrder += 1;
  return nextOrder;
}

export function pushOverlay(id: symbol, order: number = takeOverlayOrder()) {
  if (entries.size === 0) {
    savedBodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  entries.set(id, order);
}

export function removeOverlay(id: symbol) {
  entries.delete(id);
  if (entries.size === 0) document.body.style.overflow = savedBodyOverflow;
}

export function isTopOverlay(id: symbol) {
  const order = entries.get(id);
  if (order === undefined) return false;
  for (const other of entries.values()) if (other > order) return false;
  return true;
}
