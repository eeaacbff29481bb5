import { timingSafeEqual } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { dropAll, getSetting, setSetting } from '../db/database';
import { cardSvg } from '../art/svg';
import { badRequest } from '../http/errors';
import type { GatewayContext, GatewayEnv } from '../http/gateway-context';
import { ok, validationError } from '../http/route';
import { seedIfEmpty } from '../seed';
import type { StatusOverride } from './system';

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

const statusBody = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ip: z.string().min(1).optional(),
  country: z.string().min(2).max(3).optional(),
  message: z.string().max(500).optional(),
});

interface ArtRow {
  title: string;
  width?: number;
  height?: number;
  subtitle?: string;
}

/** Artwork lookups per kind: /sandbox/art/<kind>/<id>.svg */
function artFor(gw: GatewayContext, kind: string, id: string): ArtRow | null {
  const q = (sql: string) => (gw.db.prepare(sql).get(id) as ArtRow | undefined) ?? null;
  switch (kind) {
    case 'banner':
      return q('SELECT title, width, height FROM banners WHERE id = ?');
    case 'game':
      return q("SELECT name AS title, 240 AS width, 240 AS height, vendor AS subtitle FROM games WHERE id = ?");
    case 'vendor':
      return { title: id, width: 160, height: 80 };
    case 'promotion':
      return q('SELECT title, 600 AS width, 240 AS height FROM promotions WHERE id = ?');
    case 'avatar':
      return /^\d+$/.test(id) ? { title: `#${id}`, width: 96, height: 96 } : null;
    case 'reward':
      return q('SELECT name AS title, 240 AS width, 240 AS height FROM rewards WHERE id = ?');
    case 'qr':
      return { title: id.toUpperCase(), width: 200, height: 200, subtitle: 'Scan to download' };
    default:
      return null;
  }
}

export function sandboxRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  app.get('/sandbox/art/:kind/:file', (c) => {
    const match = /^([\w-]+)\.svg$/.exec(c.req.param('file'));
    const art = match ? artFor(gw, c.req.param('kind'), match[1]) : null;
    if (!match || !art) return c.text('not found', 404);
    const svg = cardSvg({
      seed: `${c.req.param('kind')}:${match[1]}`,
      title: art.title,
      subtitle: art.subtitle,
      width: art.width ?? 240,
      height: art.height ?? 240,
    });
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' });
  });

  const guard = operatorOnly(gw);

  app.put('/sandbox/system/status', guard, async (c) => {
    const body = await operatorBody(c, statusBody);
    setSetting(gw.db, 'system.status', body satisfies StatusOverride);
    return c.json(ok(body));
  });

  app.get('/sandbox/system/status', guard, (c) => c.json(ok(getSetting(gw.db, 'system.status', { status: 0 }))));

  app.post('/sandbox/reset', guard, (c) => {
    dropAll(gw.db);
    seedIfEmpty(gw);
    return c.json(ok(null));
  });
}
