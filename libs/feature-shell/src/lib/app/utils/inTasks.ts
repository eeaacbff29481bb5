/**
 * Runs each step in a task of its own (timers of the same delay fire in order), so the browser can
 * paint and answer a tap between them (the start on a phone: docs/product/performance.md "The
 * start's long tasks").
 */
export function inTasks(...steps: (() => void)[]): void {
  for (const step of steps) setTimeout(step, 0);
}
