import type { Context } from 'hono';

/** The visitor's IP: first X-Forwarded-For entry, else the socket address. */
export function requestIp(c: Context): string {
  const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return (env?.incoming?.socket?.remoteAddress ?? '127.0.0.1').replace(/^::ffff:(?=\d+\.)/, '');
}
