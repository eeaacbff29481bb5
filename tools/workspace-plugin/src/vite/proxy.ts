import type { ProxyOptions } from 'vite';

/** What a portal must load from the sandbox without any power: artwork, launched games, chat rooms. */
export const PUBLIC_SANDBOX_PATHS = ['/sandbox/art', '/sandbox/games', '/sandbox/chat'] as const;

/**
 * The platform paths a brand's server forwards to `target`. The development server also forwards
 * every `/sandbox` operator control (a developer drives the sandbox from the portal's origin); a
 * preview (what is served like production) forwards only the public sandbox pages, so no operator
 * control is reachable through the portal's origin.
 */
export function brandProxy(target: string, { development }: { development: boolean }): Record<string, ProxyOptions> {
  const paths = ['/wps', '/lgw', ...(development ? ['/sandbox'] : PUBLIC_SANDBOX_PATHS)];
  return Object.fromEntries(paths.map((path) => [path, { target, changeOrigin: true, xfwd: true }]));
}
