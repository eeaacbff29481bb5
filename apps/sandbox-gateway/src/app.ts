import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { HEADER, PLATFORM_LANGUAGES } from '@portal/api-contract';
import { openDatabase } from './db/database';
import { ApiError } from './core/errors';
import { DEFAULT_MERCHANT, type GatewayContext, type GatewayEnv } from './core/context';
import { errorResponse } from './http/route';
import { faultInjection } from './http/fault-injection';
import { agentRoutes } from './routes/agent';
import { agentCentreRoutes } from './routes/agent-centre';
import { artRoutes } from './routes/art';
import { authRoutes } from './routes/auth';
import { chatRoutes } from './routes/chat';
import { contentRoutes } from './routes/content';
import { gamesRoutes } from './routes/games';
import { lotteryRoutes } from './routes/lottery';
import { memberRoutes } from './routes/member';
import { playRoutes } from './routes/play';
import { pointsRoutes } from './routes/points';
import { promotionsRoutes } from './routes/promotions';
import { sandboxRoutes } from './routes/sandbox';
import { systemRoutes } from './routes/system';
import { walletRoutes } from './routes/wallet';
import { seedIfEmpty } from './seed';

export const DEFAULT_OPERATOR_KEY = 'sandbox-operator';

export interface GatewayOptions {
  /** SQLite file, or ':memory:'. */
  dbPath: string;
  operatorKey?: string;
  /** Clock (ms since the epoch); tests inject one. */
  now?: () => number;
  /** Uniform [0, 1) random source for games and draws; defaults to the CSPRNG. */
  random?: () => number;
}

export interface Gateway {
  app: Hono<GatewayEnv>;
  db: GatewayContext['db'];
  gw: GatewayContext;
  close(): void;
}

const csprngUnit = () => randomInt(0, 2 ** 48 - 1) / 2 ** 48;

export function createGateway(options: GatewayOptions): Gateway {
  const db = openDatabase(options.dbPath);
  const gw: GatewayContext = {
    db,
    now: options.now ?? Date.now,
    operatorKey: options.operatorKey ?? DEFAULT_OPERATOR_KEY,
    random: options.random ?? csprngUnit,
  };
  seedIfEmpty(gw);

  const app = new Hono<GatewayEnv>();
  app.use('*', async (c, next) => {
    c.set('merchant', c.req.header(HEADER.merchant)?.trim() || DEFAULT_MERCHANT);
    const language = c.req.header(HEADER.language)?.toUpperCase() ?? 'PT';
    c.set('language', (PLATFORM_LANGUAGES as readonly string[]).includes(language) ? language : 'PT');
    await next();
  });
  app.use('*', faultInjection(gw));

  // One route module per contract domain (libs/api-contract/src/lib/<domain>) …
  systemRoutes(app, gw);
  contentRoutes(app, gw);
  promotionsRoutes(app, gw);
  authRoutes(app, gw);
  memberRoutes(app, gw);
  walletRoutes(app, gw);
  pointsRoutes(app, gw);
  gamesRoutes(app, gw);
  lotteryRoutes(app, gw);
  agentRoutes(app, gw);
  agentCentreRoutes(app, gw);
  chatRoutes(app, gw);
  // … and the sandbox's own pages: artwork, launched games and chat rooms, operator controls.
  artRoutes(app, gw);
  playRoutes(app, gw);
  sandboxRoutes(app, gw);

  app.notFound((c) => c.json({ success: false, message: 'not_found', value: null }, 404));
  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    console.error('[gateway]', error);
    return c.json({ success: false, message: 'internal_error', value: null }, 500);
  });

  return { app, db, gw, close: () => db.close() };
}
