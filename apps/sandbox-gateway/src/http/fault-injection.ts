import type { MiddlewareHandler } from 'hono';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { FAULT_SCOPE_HEADER, faultDraw, faultFor } from '../domain/operator';

/**
 * Added latency and random 503s for /wps and /lgw paths: the fault of the request's scope
 * (X-Sandbox-Fault-Scope) if one matches, else the unscoped one; the longest matching prefix wins.
 */
export function faultInjection(gw: GatewayContext): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (!path.startsWith('/wps') && !path.startsWith('/lgw')) return next();
    const fault = faultFor(gw, path, c.req.header(FAULT_SCOPE_HEADER)?.trim());
    if (!fault) return next();
    if (fault.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
    if (fault.errorRate > 0 && faultDraw(gw, fault) < fault.errorRate) {
      return c.json({ success: false, message: 'injected_fault', value: null }, 503);
    }
    return next();
  };
}
