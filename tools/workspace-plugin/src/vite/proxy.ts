import type { ProxyOptions } from 'vite';

/**
 * What a portal loads from the sandbox on its own origin: artwork only. Games, chat rooms and the
 * payment-provider simulator (a third party's page, docs/product/money.md) come from the gateway's
 * frame origin (another port), never through the portal's origin.
 */
export const PUBLIC_SANDBOX_PATHS = ['/sandbox/art'] as const;

/**
 * The platform paths a brand's server forwards to `target`. The development server also forwards
 * every `/sandbox` operator control (a developer drives the sandbox from the portal's origin); a
 * preview (what is served like production) forwards only the artwork, so no operator control (and
 * no game page) is reachable through the portal's origin.
 */
export function brandProxy(target: string, { development }: { development: boolean }): Record<string, ProxyOptions> {
  const paths = ['/wps', '/lgw', ...(development ? ['/sandbox'] : PUBLIC_SANDBOX_PATHS)];
  return Object.fromEntries(paths.map((path) => [path, { target, changeOrigin: true, xfwd: true }]));
}
