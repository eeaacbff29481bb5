import { BOOT_FRAME_ID, BOOT_FRAME_PAINTED, BOOT_FRAME_RELEASED, BOOT_FRAME_WAIT_MS } from './bootFramePlan';

/**
 * Runs `render` (the portal's first render) once index.html's boot frame has painted its banner, or
 * at once when it draws none, or after BOOT_FRAME_WAIT_MS at most: that render is the start's
 * longest task, and the banner's paint would otherwise wait behind it. Docs:
 * docs/product/performance.md "The boot frame on a phone".
 */
export function afterBootFrame(render: () => void): void {
  const painted: unknown = Reflect.get(window, BOOT_FRAME_PAINTED);
  if (!(painted instanceof Promise)) return render();
  void Promise.race([painted, new Promise((resolve) => setTimeout(resolve, BOOT_FRAME_WAIT_MS))]).then(render);
}

/**
 * The portal's own frame shows: index.html's boot frame goes (or is never drawn, if its calls are
 * still in flight). Docs: docs/product/performance.md "The boot frame on a phone".
 */
export function releaseBootFrame(): void {
  Reflect.set(window, BOOT_FRAME_RELEASED, true);
  document.getElementById(BOOT_FRAME_ID)?.remove();
}
