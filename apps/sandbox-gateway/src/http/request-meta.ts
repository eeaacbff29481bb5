import type { MiddlewareHandler } from 'hono';
import { HEADER } from '@portal/api-contract';
import type { GatewayEnv } from '../core/context';
import { requestMetaStore } from '../core/request-meta';
import { requestIp } from './request-ip';

/** Keeps the caller's IP, user agent, device id and merchant for the request (core/request-meta.ts). */
export function requestMeta(): MiddlewareHandler<GatewayEnv> {
  return (c, next) =>
    requestMetaStore.run(
      {
        ip: requestIp(c),
        userAgent: (c.req.header('User-Agent') ?? '').slice(0, 300),
        device: (c.req.header(HEADER.deviceId) ?? '').trim().slice(0, 200),
        merchant: c.get('merchant'),
      },
      next,
    );
}
