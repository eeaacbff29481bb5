#!/usr/bin/env node
// Lobby benchmark: on the BUILT portal (dist/, `nx run portal-brand-pt:build` first) against a fresh
// sandbox gateway, in Chromium at 1440×900, measures on /rng (330 slots):
//   - time to the first game tile with its image painted (from navigation start), median of 5 cold loads;
//   - long tasks (> 50 ms) and dropped frames while scrolling until 300 tiles are on the page.
// Usage: npm run bench:lobby [-- --runs 5 --gateway-port 3299 --portal-port 4399]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', 5));
const GATEWAY_PORT = Number(arg('gateway-port', 3299));
const PORTAL_PORT = Number(arg('portal-port', 4399));
const TILES = 300;

if (!existsSync('dist/apps/portal-brand-pt/index.html')) {
  console.error('Build the portal first: npx nx run portal-brand-pt:build');
  process.exit(1);
}

const children = [];
const start = (command, args, env) => {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  children.push(child);
  return child;
};
const stopAll = () => children.forEach((c) => { try { process.kill(-c.pid, 'SIGTERM'); } catch { /* gone */ } });
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timeout waiting for ${url}`);
}

start('node', ['tools/scripts/e2e-gateway.mjs'], { GATEWAY_PORT: String(GATEWAY_PORT), SANDBOX_OPERATOR_KEY: 'bench' });
start('npx', ['vite', 'preview', '--config', 'apps/portal-brand-pt/vite.config.ts', '--port', String(PORTAL_PORT), '--strictPort'], {
  PORTAL_API_TARGET: `http://127.0.0.1:${GATEWAY_PORT}`,
  PORT: String(PORTAL_PORT),
});
await waitFor(`http://127.0.0.1:${GATEWAY_PORT}/wps/system/status`);
await waitFor(`http://127.0.0.1:${PORTAL_PORT}/`);

const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const firstTile = [];
let scroll = null;

for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(`http://127.0.0.1:${PORTAL_PORT}/rng`);
  // First tile whose image has decoded and painted.
  const tile = await page.waitForFunction(
    () => {
      const img = document.querySelector('[data-testid="game-tile"] img');
      return img && img.complete && img.naturalWidth > 0 ? performance.now() : null;
    },
    null,
    { polling: 'raf', timeout: 30_000 },
  );
  firstTile.push(await tile.jsonValue());

  if (run === RUNS - 1) {
    // Scroll like a player (wheel steps at ~60 Hz) until 300 tiles are in the list and shown.
    const result = await page.evaluate(async (target) => {
      window.__longTasks = [];
      const frames = [];
      let last = performance.now();
      let running = true;
      const onFrame = (now) => {
        frames.push(now - last);
        last = now;
        if (running) requestAnimationFrame(onFrame);
      };
      requestAnimationFrame(onFrame);
      const began = performance.now();
      const tiles = () => document.querySelectorAll('[data-testid="game-tile"]').length;
      while (performance.now() - began < 60_000) {
        window.scrollBy(0, 120);
        await new Promise((r) => requestAnimationFrame(() => r()));
        if (tiles() >= target && window.innerHeight + window.scrollY >= document.body.scrollHeight - 400) break;
      }
      running = false;
      const duration = performance.now() - began;
      const budget = 1000 / 60;
      return {
        tiles: tiles(),
        durationMs: Math.round(duration),
        frames: frames.length,
        droppedFrames: frames.reduce((n, d) => n + Math.max(0, Math.round(d / budget) - 1), 0),
        worstFrameMs: Math.round(Math.max(...frames)),
        longTasks: window.__longTasks.length,
        longTaskTotalMs: Math.round(window.__longTasks.reduce((a, b) => a + b, 0)),
        longestTaskMs: Math.round(Math.max(0, ...window.__longTasks)),
      };
    }, TILES);
    scroll = result;
  }
  await context.close();
}
await browser.close();

const report = {
  page: '/rng (built portal, Chromium, 1440×900)',
  runs: RUNS,
  timeToFirstGameTileMs: { median: Math.round(median(firstTile)), all: firstTile.map(Math.round) },
  scrollTo300Tiles: scroll,
};
console.log(JSON.stringify(report, null, 2));
stopAll();
process.exit(0);
