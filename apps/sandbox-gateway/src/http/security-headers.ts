import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ERROR_KEY } from '@portal/api-contract';
import type { GatewayEnv } from '../core/context';

/** Largest request body of the platform API: 64 KiB (the biggest real body, a sealed registration, is under 4 KiB). */
export const MAX_BODY_BYTES = 64 * 1024;
/** Operator controls (/sandbox) take bigger bodies (content and settings). */
export const MAX_OPERATOR_BODY_BYTES = 1024 * 1024;

/**
 * Headers on every response: `nosniff` (a JSON or text answer is never run as script or styles),
 * and `Cache-Control: no-store` on every JSON answer (tokens, balances and member data must not
 * stay in a browser, proxy or CDN cache) unless the route chose its own caching.
 */
export function securityHeaders(): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    const type = c.res.headers.get('Content-Type') ?? '';
    if (type.startsWith('application/json') && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}

/**
 * Refuses a body over the limit with 413 `payload_too_large` before reading it whole: by its
 * Content-Length at once, or while streaming a chunked body (never more than the limit in memory).
 */
export function bodySizeLimit(): MiddlewareHandler<GatewayEnv> {
  const refuse = (maxSize: number) =>
    bodyLimit({
      maxSize,
      onError: (c) => c.json({ success: false, message: ERROR_KEY.payloadTooLarge, value: { field: '(body)', limit: maxSize } }, 413),
    });
  const api = refuse(MAX_BODY_BYTES);
  const operator = refuse(MAX_OPERATOR_BODY_BYTES);
  return (c, next) => (c.req.path.startsWith('/sandbox/') ? operator(c, next) : api(c, next));
}
