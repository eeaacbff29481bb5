#!/usr/bin/env node
// Layout-shift probe (docs/product/performance.md): on the BUILT portal (`nx run portal-brand-pt:build` first) against
// a fresh sandbox gateway, opens each page in Chromium at 1440×900 in a fresh context and records
// every layout shift (PerformanceObserver, type layout-shift, buffered) until the page has settled.
// The order in which the calls answer decides where a page without reserved space shifts, so each
// page runs under several orders, made with the sandbox's latency injection: as fast as possible,
// content (/wps) late, games (/lgw) late, banners late, winners and announcements late.
// Reports, per page and order, CLS (the largest session window: shifts less than 1 s apart, at most
// 5 s, as Lighthouse counts it) and the elements that moved. A probe, not a timed test.
// `--member` opens every page logged in as the seeded `demo` member (90 days of money history, so
// the record pages have rows): the default pages are then the member centre's (`?member=`) and
// /pointMall. `--member` needs tsx (it seals the login payload with the contract's own code).
// `--member` also opens the deposit page as a member registered for the run who has never deposited
// (`depositv2 (new)`): the only member who sees the deposit-limit offer above the channels; it runs
// under one more order, the calls that decide the offer (limits, deposit history) late.
// Usage: node tools/scripts/probe-cls.mjs (npx tsx … --member) [--member] [--pages /,/rng,/promotions] [--gateway-port 3297] [--portal-port 4397] [--theme dark|light]
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const MEMBER = process.argv.includes('--member');
/** The member centre's pages with their own reads and forms, and the points mall. */
const MEMBER_PAGES = [
  '/?member=transferFund',
  '/?member=depositv2',
  '/?member=withdraw',
  '/?member=personalHistoryCopy',
  '/?member=transactionHistory',
  '/?member=securityCenter',
  '/?member=responsibleGaming',
  '/pointMall',
];
const PAGES = arg('pages', MEMBER ? MEMBER_PAGES.join(',') : '/,/rng,/promotions').split(',');
const GATEWAY_PORT = Number(arg('gateway-port', 3297));
const PORTAL_PORT = Number(arg('portal-port', 4397));
const THEME = arg('theme', null);
const OPERATOR_KEY = 'probe-cls';
const GATEWAY = `http://127.0.0.1:${GATEWAY_PORT}`;
const PORTAL = `http://127.0.0.1:${PORTAL_PORT}`;

/** Orders of answers: latency per path prefix (ms). */
const ORDERS = {
  fast: {},
  'content late': { '/wps': 900 },
  'games late': { '/lgw': 900 },
  'banners late': { '/wps/system/banners': 1200 },
  'winners late': { '/wps/system/winners': 1200, '/wps/v2/announcements': 1200 },
};

/** The calls that decide whether the deposit page offers a deposit limit, late (the fresh member's extra order). */
const OFFER_LATE = { 'offer late': { '/wps/member/rg/limits': 900, '/wps/cashier/deposit/orders': 900 } };

if (!existsSync('dist/apps/portal-brand-pt/index.html')) {
  console.error('Build the portal first: npx nx run portal-brand-pt:build');
  process.exit(1);
}

const children = [];
const start = (command, args, env) => {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  children.push(child);
};
process.on('exit', () =>
  children.forEach((child) => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }),
);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`timeout waiting for ${url}`);
}

const operator = (method, path, body) =>
  fetch(`${GATEWAY}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Operator-Key': OPERATOR_KEY },
    body: body ? JSON.stringify(body) : undefined,
  }).then((response) => {
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  });

start('node', ['tools/scripts/e2e-gateway.mjs'], { GATEWAY_PORT: String(GATEWAY_PORT), SANDBOX_OPERATOR_KEY: OPERATOR_KEY });
start('npx', ['vite', 'preview', '--config', 'apps/portal-brand-pt/vite.config.ts', '--port', String(PORTAL_PORT), '--strictPort'], {
  PORTAL_API_TARGET: GATEWAY,
  PORT: String(PORTAL_PORT),
});
await waitFor(`${GATEWAY}/wps/system/status`);
await waitFor(`${PORTAL}/`);

const browser = await chromium.launch({
  executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

/** In the page, before anything runs: every layout shift with the elements that moved. */
function recordShifts() {
  window.__shifts = [];
  const describe = (node) => {
    if (!(node instanceof Element)) return node?.nodeName ?? '?';
    const label = node.getAttribute('aria-label') ?? node.querySelector('h1,h2,h3')?.textContent ?? '';
    return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${label ? ` "${label.trim().slice(0, 40)}"` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        sources: (entry.sources ?? []).map((source) => ({
          node: describe(source.node),
          from: Math.round(source.previousRect.y),
          to: Math.round(source.currentRect.y),
          heightFrom: Math.round(source.previousRect.height),
          heightTo: Math.round(source.currentRect.height),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** CLS as Lighthouse counts it: the largest session window (gaps < 1 s, windows ≤ 5 s). */
function cls(shifts) {
  let best = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.at - last > 1000 || shift.at - first > 5000) {
      current = 0;
      first = shift.at;
    }
    current += shift.value;
    last = shift.at;
    best = Math.max(best, current);
  }
  return best;
}

/** A session through the platform API (sealed as the portal does): `login` or `register` with these fields. */
async function sessionOf(endpointName, payload) {
  const { endpoints, sealPayload } = await import('../../libs/api-contract/src/index.ts');
  const headers = { Merchant: 'PT001', Language: 'PT', 'Content-Type': 'application/json' };
  const key = (await (await fetch(`${GATEWAY}${endpoints.encryptionKey.path}`, { headers })).json()).value;
  const endpoint = endpoints[endpointName];
  const response = await fetch(`${GATEWAY}${endpoint.path}`, {
    method: endpoint.method,
    headers: { ...headers, Encryption: 'nacl-box' },
    body: JSON.stringify(sealPayload(payload, key)),
  });
  const body = await response.json();
  if (!body.success) throw new Error(`probe member ${endpointName}: ${body.message}`);
  return { username: payload.username, token: body.value.token };
}
/** The seeded `demo` member (90 days of money history). */
const demo = MEMBER ? await sessionOf('login', { type: 'username', username: 'demo', password: 'demo1234' }) : null;
/** A member registered now: never deposited, no limits. */
const newcomerName = `cls${Date.now().toString(36)}`;
const newcomer = MEMBER
  ? await sessionOf('register', { username: newcomerName, password: 'probe1234', confirmPassword: 'probe1234', registerMethod: 'WEB' })
  : null;

/** What the probe opens: each page under every order, as `demo` with `--member`; then the deposit page as the newcomer. */
const RUNS = [
  ...PAGES.map((path) => ({ path, label: path, session: demo, orders: ORDERS })),
  ...(MEMBER && PAGES.includes('/?member=depositv2')
    ? [{ path: '/?member=depositv2', label: 'depositv2 (new)', session: newcomer, orders: { ...ORDERS, ...OFFER_LATE } }]
    : []),
];

let worst = 0;
const worstOf = new Map();
for (const { path, label, session, orders } of RUNS) {
  for (const [order, latencies] of Object.entries(orders)) {
    await operator('DELETE', '/sandbox/faults');
    for (const [prefix, latencyMs] of Object.entries(latencies)) await operator('PUT', '/sandbox/faults', { prefix, latencyMs });
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    if (THEME) await context.addInitScript((theme) => localStorage.setItem('theme', JSON.stringify(theme)), THEME);
    // The session lives in sessionStorage (per tab), set before the portal starts.
    if (session)
      await context.addInitScript(({ token, username }) => {
        sessionStorage.setItem('token', JSON.stringify(token));
        sessionStorage.setItem('username', JSON.stringify(username));
      }, session);
    const page = await context.newPage();
    await page.addInitScript(recordShifts);
    await page.goto(`${PORTAL}${path}`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    // Images decoding, the carousel taking over, late answers: wait past the slowest order.
    await page.waitForTimeout(2500);
    const shifts = await page.evaluate(() => window.__shifts);
    await context.close();
    const value = cls(shifts);
    worst = Math.max(worst, value);
    worstOf.set(label, Math.max(worstOf.get(label) ?? 0, value));
    console.log(`${label.padEnd(12)} ${order.padEnd(14)} CLS ${value.toFixed(3)}`);
    for (const shift of shifts.filter((s) => s.value >= 0.001)) {
      const moved = shift.sources.map((s) => `${s.node} y ${s.from}→${s.to} h ${s.heightFrom}→${s.heightTo}`).join('; ');
      console.log(`    ${String(shift.at).padStart(5)} ms  ${shift.value.toFixed(4)}  ${moved}`);
    }
  }
}
await operator('DELETE', '/sandbox/faults');
await browser.close();
for (const [path, value] of worstOf) console.log(`worst ${path.padEnd(28)} ${value.toFixed(3)}`);
console.log(`worst CLS ${worst.toFixed(3)} (goal ≤ 0.02)`);
process.exit(0);
