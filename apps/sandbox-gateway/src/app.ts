import { randomBytes, randomInt } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { HEADER, PLATFORM_LANGUAGES } from '@portal/api-contract';
import { openDatabase } from './db/database';
import { ApiError } from './core/errors';
import { DEFAULT_MERCHANT, type GatewayContext, type GatewayEnv } from './core/context';
import { errorResponse } from './http/route';
import { faultInjection } from './http/fault-injection';
import { bodySizeLimit, securityHeaders } from './http/security-headers';
import { PASSWORD_COST_LOG2, setPasswordCostLog2 } from './domain/crypto';
import { operatorGate } from './http/operator';
import { requestHost } from './http/request-ip';
import { requestMeta } from './http/request-meta';
import { agentRoutes } from './routes/agent';
import { agentCentreRoutes } from './routes/agent-centre';
import { artRoutes } from './routes/art';
import { authRoutes, sandboxAuthRoutes } from './routes/auth';
import { cashierRoutes } from './routes/cashier';
import { chatRoutes } from './routes/chat';
import { contentRoutes } from './routes/content';
import { gamesRoutes } from './routes/games';
import { lotteryRoutes } from './routes/lottery';
import { memberRoutes } from './routes/member';
import { accountRoutes } from './routes/account';
import { messagesRoutes } from './routes/messages';
import { playRoutes } from './routes/play';
import { pointsRoutes, sandboxPointsRoutes } from './routes/points';
import { promotionsRoutes } from './routes/promotions';
import { responsibleGamingRoutes } from './routes/responsible-gaming';
import { rewardsRoutes } from './routes/rewards';
import { sandboxRoutes } from './routes/sandbox';
import { sandboxCashierRoutes } from './routes/sandbox-cashier';
import { systemRoutes } from './routes/system';
import { walletRoutes } from './routes/wallet';
import { seedIfEmpty } from './seed';

export interface GatewayOptions {
  /** SQLite file, or ':memory:'. */
  dbPath: string;
  /** Guards the operator controls; a fresh random key when unset (never a known default). */
  operatorKey?: string;
  /** Clock (ms since the epoch); tests inject one. */
  now?: () => number;
  /** Uniform [0, 1) random source for games and draws; defaults to the CSPRNG. */
  random?: () => number;
  /** Origin serving the game and chat pages (see GatewayContext.frameOrigin); default '' (relative URLs). */
  frameOrigin?: string;
  /**
   * Merchant of each host name the portal is served on (`{ "casino.example": "PT001" }`): the
   * merchant scoping switches, rules and limits comes from the request host, not from a header
   * the client chooses.
   */
  merchantHosts?: Record<string, string>;
  /**
   * Development flag: for a host not in `merchantHosts`, take the `Merchant` header. Off by
   * default: unknown hosts get the default merchant, so a client cannot choose its brand's rules.
   */
  merchantHeader?: boolean;
  /**
   * Origins of the portal (`https://casino.example`): the only sites that may frame the payment
   * simulator (its `frame-ancestors`); none by default, so no site can frame it.
   */
  portalOrigins?: readonly string[];
  /** Rate limits replacing the defaults of domain/rate-limit.ts (an e2e run from one client needs wider ones). */
  limits?: GatewayContext['limits'];
  /**
   * scrypt cost (log2 N) of new password hashes; default PASSWORD_COST_LOG2 (2^17). Only test runs
   * lower it, to log in hundreds of times per run: the unit tests (testing/harness.ts) and the
   * journeys' gateway (GATEWAY_PASSWORD_COST_LOG2 in tools/scripts/e2e-gateway.mjs).
   */
  passwordCostLog2?: number;
}

export interface Gateway {
  app: Hono<GatewayEnv>;
  /** What the frame origin serves: only the game and chat pages, artwork and the payment simulator; nothing of the platform API. */
  frames: Hono<GatewayEnv>;
  db: GatewayContext['db'];
  gw: GatewayContext;
  close(): void;
}

/** 192 bits from the CSPRNG, URL-safe. */
export const newOperatorKey = () => randomBytes(24).toString('base64url');

/** What the frame origin serves: game and chat pages, artwork, and the payment-provider simulator (a third party's page). */
const FRAME_PREFIXES = ['/sandbox/games/', '/sandbox/chat/', '/sandbox/art/', '/sandbox/pay/'];

/** Each entry must be an origin (scheme, host, port): it goes into a CSP `frame-ancestors` list. */
function portalOriginsOf(origins: readonly string[]): string[] {
  return origins.map((origin) => {
    const parsed = URL.canParse(origin) ? new URL(origin) : null;
    if (!parsed || parsed.origin !== origin.replace(/\/$/, '') || !/^https?:$/.test(parsed.protocol)) throw new Error(`not a portal origin: ${origin}`);
    return parsed.origin;
  });
}

const csprngUnit = () => randomInt(0, 2 ** 48 - 1) / 2 ** 48;

export function createGateway(options: GatewayOptions): Gateway {
  setPasswordCostLog2(options.passwordCostLog2 ?? PASSWORD_COST_LOG2);
  const db = openDatabase(options.dbPath);
  const clock = options.now ?? Date.now;
  let clockOffsetMs = 0;
  const gw: GatewayContext = {
    db,
    now: () => clock() + clockOffsetMs,
    advanceClock: (ms) => {
      clockOffsetMs += ms;
      // Live sessions keep their age, so a journey goes on after the operator moves time.
      db.prepare('UPDATE sessions SET created_at = created_at + ?, last_seen_at = last_seen_at + ? WHERE revoked_at IS NULL').run(ms, ms);
      db.prepare('UPDATE game_sessions SET expires_at = expires_at + ?').run(ms);
    },
    clockOffsetMs: () => clockOffsetMs,
    operatorKey: options.operatorKey || newOperatorKey(),
    random: options.random ?? csprngUnit,
    limits: options.limits ?? {},
    frameOrigin: (options.frameOrigin ?? '').replace(/\/$/, ''),
    portalOrigins: portalOriginsOf(options.portalOrigins ?? []),
  };
  seedIfEmpty(gw);

  const hosts = new Map(Object.entries(options.merchantHosts ?? {}).map(([host, merchant]) => [host.toLowerCase(), merchant]));
  const headerFallback = options.merchantHeader ?? false;
  const merchantOf = (c: Context) =>
    hosts.get(requestHost(c)) ?? (headerFallback ? c.req.header(HEADER.merchant)?.trim() || DEFAULT_MERCHANT : DEFAULT_MERCHANT);

  const app = new Hono<GatewayEnv>();
  app.use('*', async (c, next) => {
    c.set('merchant', merchantOf(c));
    const language = c.req.header(HEADER.language)?.toUpperCase() ?? 'PT';
    c.set('language', (PLATFORM_LANGUAGES as readonly string[]).includes(language) ? language : 'PT');
    await next();
  });
  app.use('*', requestMeta());
  app.use('*', securityHeaders());
  app.use('*', bodySizeLimit());
  app.use('*', faultInjection(gw));
  app.use('/sandbox/*', operatorGate(gw));

  // One route module per contract domain (libs/api-contract/src/lib/<domain>) …
  systemRoutes(app, gw);
  contentRoutes(app, gw);
  promotionsRoutes(app, gw);
  authRoutes(app, gw);
  memberRoutes(app, gw);
  walletRoutes(app, gw);
  pointsRoutes(app, gw);
  cashierRoutes(app, gw);
  gamesRoutes(app, gw);
  lotteryRoutes(app, gw);
  agentRoutes(app, gw);
  agentCentreRoutes(app, gw);
  chatRoutes(app, gw);
  responsibleGamingRoutes(app, gw);
  rewardsRoutes(app, gw);
  accountRoutes(app, gw);
  messagesRoutes(app, gw);
  // … and the sandbox's own pages: artwork, launched games and chat rooms, operator controls.
  artRoutes(app, gw);
  playRoutes(app, gw);
  sandboxRoutes(app, gw);
  sandboxAuthRoutes(app, gw);
  sandboxCashierRoutes(app, gw);
  sandboxPointsRoutes(app, gw);

  app.notFound((c) => c.json({ success: false, message: 'not_found', value: null }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    console.error('[gateway]', error);
    return c.json({ success: false, message: 'internal_error', value: null }, 500);
  });

  const frames = new Hono<GatewayEnv>();
  frames.all('*', (c) => (FRAME_PREFIXES.some((prefix) => c.req.path.startsWith(prefix)) ? app.fetch(c.req.raw, c.env) : c.text('not found', 404)));

  return { app, frames, db, gw, close: () => db.close() };
}
