import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { badRequest } from '../core/errors';
import { validationError } from './responses';

export const OPERATOR_KEY_HEADER = 'X-Operator-Key';

function sameKey(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Guards operator controls: header `X-Operator-Key` must equal the configured key. */
export function operatorOnly(gw: GatewayContext): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const key = c.req.header(OPERATOR_KEY_HEADER);
    if (!key || !sameKey(key, gw.operatorKey)) {
      return c.json({ success: false, message: 'operator_key_required', value: null }, 403);
    }
    await next();
  };
}

/**
 * The sandbox's pages that the portal loads without any power: artwork, launched games (their calls
 * carry the game-session credential), chat rooms and the payment simulator (its link carries the order's pay token). Every other `/sandbox` path is an operator control.
 */
export const PUBLIC_SANDBOX_PREFIXES = ['/sandbox/art/', '/sandbox/games/', '/sandbox/chat/', '/sandbox/pay/'] as const;

/** No `/sandbox` route without the operator key, except the public pages above (registered before every route). */
export function operatorGate(gw: GatewayContext): MiddlewareHandler<GatewayEnv> {
  const guard = operatorOnly(gw);
  return (c, next) => (PUBLIC_SANDBOX_PREFIXES.some((prefix) => c.req.path.startsWith(prefix)) ? next() : guard(c, next));
}

/** Parses an operator request body with a schema (400 naming the field). */
export async function operatorBody<S extends z.ZodType>(c: { req: { json: () => Promise<unknown> } }, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('invalid_request: (body)', { field: '(body)' });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
