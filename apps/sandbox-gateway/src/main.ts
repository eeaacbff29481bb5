import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createGateway, type GatewayOptions, newOperatorKey } from './app';
import { sweepCashier } from './domain/cashier-sweep';
import { runDueJobs } from './domain/agent-contracts';

const port = Number(process.env['GATEWAY_PORT'] ?? 3100);
/** Game and chat pages are served on a second port: another origin than the portal's, so a game frame cannot reach the portal. */
const framePort = Number(process.env['GATEWAY_FRAME_PORT'] ?? port + 1);
const frameOrigin = process.env['GATEWAY_FRAME_ORIGIN'] ?? `http://localhost:${framePort}`;
const dbPath = resolve(process.cwd(), process.env['GATEWAY_DB'] ?? '.data/sandbox-gateway.db');
const keyFromEnv = Boolean(process.env['SANDBOX_OPERATOR_KEY']);
const operatorKey = process.env['SANDBOX_OPERATOR_KEY'] || newOperatorKey();

/** SANDBOX_LIMITS: JSON of rate limits replacing the defaults, e.g. '{"smsPerClient":{"max":1000,"windowMs":60000}}'. */
const limits = process.env['SANDBOX_LIMITS'] ? (JSON.parse(process.env['SANDBOX_LIMITS']) as GatewayOptions['limits']) : undefined;

/** GATEWAY_MERCHANT_HOSTS: JSON map host → merchant, e.g. '{"casino.example":"PT001"}'. */
const merchantHosts = process.env['GATEWAY_MERCHANT_HOSTS'] ? (JSON.parse(process.env['GATEWAY_MERCHANT_HOSTS']) as Record<string, string>) : undefined;
/** The Merchant header counts (for hosts outside the map) only in development: off with NODE_ENV=production or GATEWAY_MERCHANT_HEADER=off. */
const merchantHeader = (process.env['GATEWAY_MERCHANT_HEADER'] ?? (process.env['NODE_ENV'] === 'production' ? 'off' : 'on')) !== 'off';

mkdirSync(dirname(dbPath), { recursive: true });
const gateway = createGateway({ dbPath, operatorKey, limits, frameOrigin, merchantHosts, merchantHeader });
const server = serve({ fetch: gateway.app.fetch, port }, (info) => {
  console.log(`[sandbox-gateway] listening on http://localhost:${info.port} (db ${dbPath})`);
  if (!keyFromEnv) {
    console.log(`[sandbox-gateway] operator key: ${operatorKey} (generated for this run; set SANDBOX_OPERATOR_KEY to choose one)`);
  } else {
    console.log('[sandbox-gateway] operator key: from SANDBOX_OPERATOR_KEY');
  }
  void warmGameArt();
});
const frameServer = serve({ fetch: gateway.frames.fetch, port: framePort }, (info) => {
  console.log(`[sandbox-gateway] game and chat pages on port ${info.port} (launch URLs: ${frameOrigin})`);
});

/** Expires unpaid deposit orders and closes confirmation windows every minute (reads apply the same rules lazily). */
const sweep = setInterval(() => sweepCashier(gateway.gw), 60_000);
sweep.unref();

/**
 * The agent payout jobs (docs/product/agent-centre.md): every minute each kind pays its ended,
 * unrecorded slices (real-time every 5 minutes, hourly, daily, per dividend cycle), exactly once.
 */
const AGENT_JOBS_EVERY_MS = 60_000;
setInterval(() => {
  try {
    runDueJobs(gateway.gw);
  } catch (error) {
    console.error('[sandbox-gateway] agent jobs', error);
  }
}, AGENT_JOBS_EVERY_MS).unref();

/**
 * Draws every game's raster artwork once after start, one image at a time (one core at most), so a
 * lobby's images are answered from memory, as an operator's CDN answers them, instead of being drawn
 * while the first player scrolls.
 */
async function warmGameArt() {
  const ids = gateway.db.prepare('SELECT id FROM games ORDER BY id').pluck().all() as number[];
  for (const id of ids) await gateway.app.request(`/sandbox/art/game/${id}.jpg`);
}

function stop(signal: string) {
  console.log(`[sandbox-gateway] ${signal}: stopping`);
  frameServer.close();
  clearInterval(sweep);
  server.close(() => {
    gateway.close();
    process.exit(0);
  });
  setTimeout(() => {
    gateway.close();
    process.exit(0);
  }, 2000).unref();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
