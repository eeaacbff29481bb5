/** A frame on another origin may keep its own origin (its storage, its requests): it still cannot reach the portal. */
export const FRAME_SANDBOX_CROSS_ORIGIN = 'allow-scripts allow-same-origin allow-forms';
/** A frame on the portal's own origin runs as an opaque origin: with scripts and its own origin it could read the portal's session. */
export const FRAME_SANDBOX_SAME_ORIGIN = 'allow-scripts allow-forms';

/**
 * The `sandbox` of an iframe showing third-party content (a game, a chat room): never
 * `allow-same-origin` together with `allow-scripts` for a URL on the portal's origin.
 */
export function frameSandbox(url: string, pageOrigin: string = window.location.origin): string {
  let origin: string | null = null;
  try {
    origin = new URL(url, pageOrigin).origin;
  } catch {
    origin = null;
  }
  return origin !== null && origin !== 'null' && origin !== pageOrigin ? FRAME_SANDBOX_CROSS_ORIGIN : FRAME_SANDBOX_SAME_ORIGIN;
}
