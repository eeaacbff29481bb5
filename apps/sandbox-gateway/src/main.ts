import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createGateway, DEFAULT_OPERATOR_KEY } from './app';
import { runDueJobs } from './domain/agent-contracts';

const port = Number(process.env['GATEWAY_PORT'] ?? 3100);
const dbPath = resolve(process.cwd(), process.env['GATEWAY_DB'] ?? '.data/sandbox-gateway.db');
const operatorKey = process.env['SANDBOX_OPERATOR_KEY'] || DEFAULT_OPERATOR_KEY;

mkdirSync(dirname(dbPath), { recursive: true });
const gateway = createGateway({ dbPath, operatorKey });
const server = serve({ fetch: gateway.app.fetch, port }, (info) => {
  console.log(`[sandbox-gateway] listening on http://localhost:${info.port} (db ${dbPath})`);
  if (operatorKey === DEFAULT_OPERATOR_KEY) {
    console.log(`[sandbox-gateway] operator key: "${DEFAULT_OPERATOR_KEY}" (dev default; set SANDBOX_OPERATOR_KEY to change)`);
  } else {
    console.log('[sandbox-gateway] operator key: from SANDBOX_OPERATOR_KEY');
  }
  void warmGameArt();
});

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
