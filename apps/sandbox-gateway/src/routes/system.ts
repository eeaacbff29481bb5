import type { Context, Hono } from 'hono';
import { endpoints, type SystemStatus } from '@portal/api-contract';
import { getSetting } from '../db/database';
import type { GatewayContext, GatewayEnv } from '../http/gateway-context';
import { serve } from '../http/route';

export interface StatusOverride {
  status: 0 | 1 | 2;
  ip?: string;
  country?: string;
  message?: string;
}

/** The visitor's IP: first X-Forwarded-For entry, else the socket address. */
export function requestIp(c: Context): string {
  const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? '127.0.0.1';
}

/** 1 when maintenance is set; 2 when set or the visitor's country is region-restricted; else 0. */
export function computeStatus(gw: GatewayContext, c: Context): SystemStatus {
  const override = getSetting<StatusOverride>(gw.db, 'system.status', { status: 0 });
  const blocked = getSetting<string[]>(gw.db, 'region.blockedCountries', []);
  const country = override.country ?? getSetting<string>(gw.db, 'system.country', 'BR');
  const ip = override.ip ?? requestIp(c);
  const status = override.status === 1 ? 1 : override.status === 2 || blocked.includes(country) ? 2 : 0;
  return { status, ip, country, ...(override.message ? { message: override.message } : {}) };
}

export function systemRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.systemStatus, ({ c }) => computeStatus(gw, c));
}
