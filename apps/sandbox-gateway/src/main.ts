import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createGateway, newOperatorKey } from './app';
import { serverConfig, startNotes } from './config';
import { sweepCashier } from './domain/cashier-sweep';
import { runDueJobs } from './domain/agent-contracts';

const config = serverConfig(process.env, process.cwd());
const { host, port, framePort, frameOrigin, cdnPort, dbPath, limits, merchantHosts, merchantHeader, portalOrigins, passwordCostLog2 } = config;
const operatorKey = config.operatorKey ?? newOperatorKey();

mkdirSync(dirname(dbPath), { recursive: true });
const gateway = createGateway({ dbPath, operatorKey, limits, frameOrigin, merchantHosts, merchantHeader, portalOrigins, passwordCostLog2 });
const shown = host.includes(':') ? `[${host}]` : host;
const server = serve({ fetch: gateway.app.fetch, port, hostname: host }, (info) => {
  console.log(`[sandbox-gateway] listening on http://${shown}:${info.port} (db ${dbPath})`);
  for (const note of startNotes(config)) console.log(`[sandbox-gateway] ${note}`);
  if (!config.operatorKey) {
    console.log(`[sandbox-gateway] operator key: ${operatorKey} (generated for this run; set SANDBOX_OPERATOR_KEY to choose one)`);
  } else {
    console.log('[sandbox-gateway] operator key: from SANDBOX_OPERATOR_KEY');
  }
  void warmGameArt();
});
const frameServer = serve({ fetch: gateway.frames.fetch, port: framePort, hostname: host }, (info) => {
  console.log(`[sandbox-gateway] game and chat pages on http://${shown}:${info.port} (launch URLs: ${frameOrigin})`);
});

/** The CDN stand-in (GATEWAY_CDN_PORT, docs/sandbox-gateway.md): the permission lists it only when an operator says so. */
const cdnServer =
  cdnPort === null
    ? null
    : serve({ fetch: gateway.frames.fetch, port: cdnPort, hostname: host }, (info) => {
        console.log(`[sandbox-gateway] CDN stand-in (artwork, game pages) on http://${shown}:${info.port}`);
      });

/**
 * An idle keep-alive connection stays open 65 s, longer than a client's or a proxy's own idle time
 * (docs/sandbox-gateway.md, conventions): with Node's 5 s, a request a client sent on a connection
 * the server was closing at that moment failed with ECONNRESET.
 */
for (const listening of [server, frameServer, cdnServer]) {
  if (!listening) continue;
  (listening as Server).keepAliveTimeout = 65_000;
  (listening as Server).headersTimeout = 66_000;
}

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
  const ids = gateway.db.prepare<unknown[], number>('SELECT id FROM games ORDER BY id').pluck().all();
  for (const id of ids) await gateway.app.request(`/sandbox/art/game/${id}.jpg`);
}

function stop(signal: string) {
  console.log(`[sandbox-gateway] ${signal}: stopping`);
  frameServer.close();
  cdnServer?.close();
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
