/**
 * Open overlays, innermost last: only the top one reacts to Escape and traps focus, and the
 * page scroll stays locked while any is open.
 */
const stack: symbol[] = [];
let savedBodyOverflow = '';

export function pushOverlay(id: symbol) {
  if (stack.length === 0) {
    savedBodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  stack.push(id);
}

export function removeOverlay(id: symbol) {
  const index = stack.indexOf(id);
  if (index !== -1) stack.splice(index, 1);
  if (stack.length === 0) document.body.style.overflow = savedBodyOverflow;
}

export function isTopOverlay(id: symbol) {
  return stack[stack.length - 1] === id;
}
