import { BOOT_FRAME_ID, BOOT_FRAME_RELEASED } from './bootFramePlan';

/**
 * The portal's own frame shows: index.html's boot frame goes (or is never drawn, if its calls are
 * still in flight). Docs: docs/product/performance.md "The boot frame on a phone".
 */
export function releaseBootFrame(): void {
  Reflect.set(window, BOOT_FRAME_RELEASED, true);
  document.getElementById(BOOT_FRAME_ID)?.remove();
}
