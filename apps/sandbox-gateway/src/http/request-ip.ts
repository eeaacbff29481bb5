import type { Context } from 'hono';

/** Proxies whose `X-Forwarded-For` is believed (GATEWAY_TRUSTED_PROXIES, comma-separated; default loopback). */
const TRUSTED_PROXIES = (process.env['GATEWAY_TRUSTED_PROXIES'] ?? '127.0.0.1,::1')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

const plain = (ip: string) => ip.replace(/^::ffff:(?=\d+\.)/, '');

/**
 * The visitor's IP. `X-Forwarded-For` counts only when the connection comes from a trusted proxy
 * (the brand's server on loopback); then the right-most address that is not a trusted proxy is the
 * client, so a client cannot pick its identity by sending the header itself. In-process requests
 * (tests: no socket) count as loopback.
 */
function peerOf(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return plain(env?.incoming?.socket?.remoteAddress ?? '127.0.0.1');
}

export function requestIp(c: Context): string {
  const peer = peerOf(c);
  if (!TRUSTED_PROXIES.includes(peer)) return peer;
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((s) => plain(s.trim()))
    .filter(Boolean);
  for (let i = forwarded.length - 1; i >= 0; i--) if (!TRUSTED_PROXIES.includes(forwarded[i])) return forwarded[i];
  return forwarded[0] ?? peer;
}

/** The host the visitor asked for (lower case, no port): `X-Forwarded-Host` from a trusted proxy, else `Host`. */
export function requestHost(c: Context): string {
  const forwarded = TRUSTED_PROXIES.includes(peerOf(c)) ? c.req.header('X-Forwarded-Host')?.split(',')[0]?.trim() : undefined;
  const host = forwarded || c.req.header('Host') || new URL(c.req.url).host;
  return host.toLowerCase().replace(/:\d+$/, '');
}
