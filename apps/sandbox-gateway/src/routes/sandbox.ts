import { timingSafeEqual } from 'node:crypto';
import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { getCookie } from 'hono/cookie';
import { FEATURE_SWITCHES, MAIN_WALLET, REGISTER_FIELDS, amountSchema } from '@portal/api-contract';
import { dropAll, getSetting, setSetting } from '../db/database';
import { CAPTCHA_COOKIE, peekCaptcha } from '../domain/captcha';
import { hashPassword } from '../domain/crypto';
import { insertMember, memberByUsername } from '../domain/members';
import { totp, totpSecretOf } from '../domain/two-factor';
import { featureSwitches, mergeSetting, portalSettings, registerRules } from '../domain/settings';
import { outbox } from '../domain/sms';
import { balanceOf, postEntries, toCents } from '../domain/wallet';
import { rasterArt } from '../art/raster';
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

/**
 * Artwork lookups per kind: /sandbox/art/<kind>/<id>.svg, or .jpg for the same picture as a raster
 * image (game thumbnails, banners, promotions and rewards use it, as an operator's CDN would; logos,
 * vendor icons and avatars stay vector).
 */
function artFor(gw: GatewayContext, kind: string, id: string): ArtRow | null {
  const q = (sql: string) => (gw.db.prepare(sql).get(id) as ArtRow | undefined) ?? null;
  switch (kind) {
    case 'banner':
      return q('SELECT title, width, height FROM banners WHERE id = ?');
    case 'game':
      return q('SELECT name AS title, 240 AS width, 240 AS height, vendor AS subtitle FROM games WHERE id = ?');
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
  app.get('/sandbox/art/:kind/:file', async (c) => {
    const match = /^([\w-]+)\.(svg|jpg)$/.exec(c.req.param('file'));
    const kind = c.req.param('kind');
    const art = match ? artFor(gw, kind, match[1]) : null;
    if (!match || !art) return c.text('not found', 404);
    const svg = cardSvg({
      seed: `${kind}:${match[1]}`,
      title: art.title,
      subtitle: art.subtitle,
      width: art.width ?? 240,
      height: art.height ?? 240,
      // A raster copy is square-cornered and opaque (the portal rounds its image boxes itself).
      rounded: match[2] === 'svg',
    });
    const cacheControl = 'public, max-age=3600';
    if (match[2] === 'svg') return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': cacheControl });
    const jpeg = await rasterArt(`${kind}:${match[1]}:${art.title}`, svg);
    return c.body(new Uint8Array(jpeg), 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': cacheControl });
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

  // Merchant-scoped settings: ?merchant=CODE (default '*' = every merchant without its own value).
  const scopeOf = (c: { req: { query: (k: string) => string | undefined } }) => c.req.query('merchant')?.trim() || '*';

  app.put('/sandbox/switches', guard, async (c) => {
    const body = await operatorBody(c, switchesBody);
    const scope = scopeOf(c);
    if (body.switches) mergeSetting(gw, 'switches', scope, body.switches);
    if (body.settings) mergeSetting(gw, 'portalSettings', scope, body.settings);
    return c.json(ok({ switches: featureSwitches(gw, scope), settings: portalSettings(gw, scope) }));
  });
  app.get('/sandbox/switches', guard, (c) => c.json(ok({ switches: featureSwitches(gw, scopeOf(c)), settings: portalSettings(gw, scopeOf(c)) })));

  app.put('/sandbox/register-rules', guard, async (c) => {
    const body = await operatorBody(c, registerRulesBody);
    mergeSetting(gw, 'registerRules', scopeOf(c), body.rules);
    return c.json(ok(registerRules(gw, scopeOf(c))));
  });

  app.put('/sandbox/region', guard, async (c) => {
    const body = await operatorBody(c, regionBody);
    if (body.blockedCountries)
      setSetting(
        gw.db,
        'region.blockedCountries',
        body.blockedCountries.map((x) => x.toUpperCase()),
      );
    if (body.country) setSetting(gw.db, 'system.country', body.country.toUpperCase());
    return c.json(ok({ blockedCountries: getSetting(gw.db, 'region.blockedCountries', []), country: getSetting(gw.db, 'system.country', 'BR') }));
  });

  app.get('/sandbox/faults', guard, (c) => c.json(ok(gw.db.prepare('SELECT prefix, latency_ms AS latencyMs, error_rate AS errorRate FROM faults').all())));
  app.put('/sandbox/faults', guard, async (c) => {
    const body = await operatorBody(c, faultBody);
    gw.db
      .prepare(
        'INSERT INTO faults (prefix, latency_ms, error_rate) VALUES (?, ?, ?) ON CONFLICT (prefix) DO UPDATE SET latency_ms = excluded.latency_ms, error_rate = excluded.error_rate',
      )
      .run(body.prefix, body.latencyMs, body.errorRate);
    return c.json(ok(body));
  });
  app.delete('/sandbox/faults', guard, (c) => {
    const prefix = c.req.query('prefix');
    if (prefix) gw.db.prepare('DELETE FROM faults WHERE prefix = ?').run(prefix);
    else gw.db.prepare('DELETE FROM faults').run();
    return c.json(ok(null));
  });

  app.put('/sandbox/sms/settings', guard, async (c) => {
    const body = await operatorBody(c, z.object({ expiredMinutes: z.number().int().min(1).max(60) }));
    setSetting(gw.db, 'sms.expiredMinutes', body.expiredMinutes);
    return c.json(ok(body));
  });

  /**
   * An account opened for a player by the back office (or an agent): it has never logged in, so
   * its first login says firstTimeLogin: true (a self-registration already counts as the first login).
   */
  app.post('/sandbox/members', guard, async (c) => {
    const body = await operatorBody(
      c,
      z.object({ username: z.string().regex(/^[A-Za-z0-9]{4,32}$/), password: z.string().min(6).max(64), nickname: z.string().max(64).optional() }),
    );
    if (memberByUsername(gw, body.username)) return c.json({ success: false, message: 'username_exists', value: null }, 409);
    const id = insertMember(gw, { username: body.username, passwordHash: hashPassword(body.password), nickname: body.nickname, firstLogin: true });
    return c.json(ok({ id, username: body.username }));
  });

  /** The current TOTP code of a member with 2FA on (tests and demos stand in for the authenticator app; operator only). */
  app.get('/sandbox/2fa/code', guard, (c) => {
    const member = memberByUsername(gw, c.req.query('username') ?? '');
    const secret = member ? totpSecretOf(gw, member.id) : null;
    if (!member || !secret) return c.json({ success: false, message: 'not_found', value: null }, 404);
    const now = gw.now();
    return c.json(ok({ code: totp(secret, now), validForMs: 30_000 - (now % 30_000) }));
  });

  app.post('/sandbox/members/:username/deposit', guard, async (c) => {
    const body = await operatorBody(c, z.object({ amount: amountSchema, wallet: z.string().default(MAIN_WALLET) }));
    const member = memberByUsername(gw, c.req.param('username'));
    if (!member) return c.json({ success: false, message: 'not_found', value: null }, 404);
    postEntries(gw, member.id, [{ wallet: body.wallet, amount: toCents(body.amount), kind: 'deposit' }]);
    return c.json(ok(balanceOf(gw, member.id)));
  });

  /** Sandbox-only outboxes: no SMS or e-mail ever leaves the machine. */
  app.get('/sandbox/sms', (c) => c.json(ok(outbox(gw, c.req.query('mobile')))));
  app.get('/sandbox/email', guard, (c) =>
    c.json(ok(gw.db.prepare('SELECT username, email, subject, created_at AS createdAt FROM outbox_email ORDER BY id DESC LIMIT 50').all())),
  );

  /** The code of a captcha cookie (for automated tests; operator only). */
  app.get('/sandbox/captcha', guard, (c) => c.json(ok({ code: peekCaptcha(gw, c.req.query('sid') ?? getCookie(c, CAPTCHA_COOKIE) ?? '') })));
}

const switchesBody = z.object({
  switches: z.partialRecord(z.enum(FEATURE_SWITCHES), z.boolean()).optional(),
  settings: z.object({ loginedToHomePage: z.boolean() }).partial().optional(),
});
const registerRulesBody = z.object({
  rules: z.partialRecord(
    z.enum(REGISTER_FIELDS),
    z
      .object({
        enabled: z.boolean(),
        required: z.boolean(),
        acceptedPattern: z.string().refine((p) => {
          try {
            return p === '*' || Boolean(new RegExp(p));
          } catch {
            return false;
          }
        }, 'invalid regular expression'),
        minLength: z.number().int().min(0),
        maxLength: z.number().int().min(0),
        patternId: z.string(),
      })
      .partial(),
  ),
});
const regionBody = z.object({
  blockedCountries: z.array(z.string().min(2).max(3)).optional(),
  country: z.string().min(2).max(3).optional(),
});
const faultBody = z.object({
  prefix: z.string().regex(/^\/(wps|lgw)(\/|$)/, 'must start with /wps or /lgw'),
  latencyMs: z.number().int().min(0).max(60_000).default(0),
  errorRate: z.number().min(0).max(1).default(0),
});

/** Added latency and random 503s for /wps and /lgw paths (longest matching prefix wins). */
export function faultInjection(gw: GatewayContext): MiddlewareHandler<GatewayEnv> {
  return async (c, next) => {
    const path = c.req.path;
    if (!path.startsWith('/wps') && !path.startsWith('/lgw')) return next();
    const fault = gw.db
      .prepare(
        "SELECT latency_ms, error_rate FROM faults WHERE ? = prefix OR ? LIKE prefix || '/%' OR (substr(prefix, -1) = '/' AND ? LIKE prefix || '%') ORDER BY length(prefix) DESC LIMIT 1",
      )
      .get(path, path, path) as { latency_ms: number; error_rate: number } | undefined;
    if (!fault) return next();
    if (fault.latency_ms > 0) await new Promise((resolve) => setTimeout(resolve, fault.latency_ms));
    if (fault.error_rate > 0 && Math.random() < fault.error_rate) {
      return c.json({ success: false, message: 'injected_fault', value: null }, 503);
    }
    return next();
  };
}
