#!/usr/bin/env node
// Return-visit benchmark (docs/benchmarks.md "Return visits with the service worker"): the brand's
// production build served as a CDN would (lib/bench-site.mjs, as bench:web), Lighthouse's phone
// preset (Moto G Power screen, 4× CPU, slow 4G: 150 ms RTT, 1.6 Mbps down) on `/`, `/rng` and the
// member centre's account record, each page three ways, in a fresh browser profile each run:
//   - first: the first visit (no worker, nothing cached);
//   - return: after two earlier visits of the page in the same profile (the first installs the
//     brand's worker, the second loads through it and stores the page's code and images), storage
//     kept: a player opening the brand again from the home screen;
//   - http-cache: the same return visit with the worker bypassed (DevTools' bypass): what the
//     browser's HTTP cache alone gives, to tell the worker's part from it.
// Run it with `--http1` (plain HTTP/1.1 on 127.0.0.1): Chrome keeps no HTTP cache for a site whose
// certificate it does not trust, which the CDN stand-in's throwaway one is, so over HTTP/2 the
// third way would measure no cache at all.
// The phone's throttling is applied (Lighthouse's `devtools` method), not simulated: Lighthouse's
// simulation (Lantern) knows the HTTP cache but not a service worker, and would charge every answer
// the worker gives as a network round trip. Per run: the score, FCP, LCP, TBT, the shell (the first
// frame that draws a visible button in the header, a user timing the benchmark's page script marks)
// and the bytes that came over the network; medians per page and way.
// Usage: npm run bench:return -- [--http1 --runs 3 --no-build --gateway-port 3296 --portal-port 4396 --json tmp/bench-return.json --only '/rng']
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { arg, CHROME_FLAGS, CHROMIUM, median, signInTab, startBenchSite } from './lib/bench-site.mjs';

const RUNS = Number(arg('runs', 3));
const ONLY = arg('only', null);
const JSON_OUT = arg('json', null);
const WAYS = ['first', 'return', 'http-cache'];
const site = await startBenchSite({
  brand: arg('brand', 'pt'),
  gatewayPort: Number(arg('gateway-port', 3296)),
  portalPort: Number(arg('portal-port', 4396)),
  dist: arg('dist', undefined),
});
const SHELL_MARK = 'bench-shell';

/** In the measured page: a user timing at the first frame that draws a visible button in the header (the shell). */
function markShell(mark) {
  const observer = new MutationObserver(() => {
    if (![...document.querySelectorAll('header button')].some((button) => button.checkVisibility())) return;
    observer.disconnect();
    requestAnimationFrame(() => performance.mark(mark));
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}

/** Waits until the brand's worker is active (it registers once the page has started). */
async function workerActive(page) {
  const until = Date.now() + 60_000;
  while ((await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null)) !== 'activated') {
    if (Date.now() > until) throw new Error('the service worker did not activate');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function run(path, session, way) {
  const url = `${site.portalUrl}${path}`;
  const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS, headless: true });
  try {
    const page = await browser.newPage();
    await page.evaluateOnNewDocument(markShell, SHELL_MARK);
    if (session) await signInTab(page, site.portalUrl, session);
    if (way !== 'first') {
      await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
      await workerActive(page);
      await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 });
      if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) throw new Error(`${path}: the second visit was not the worker's`);
    }
    if (way === 'http-cache') {
      // DevTools' "Bypass for network": this session's Network domain must be on for it to hold.
      const devtools = await page.createCDPSession();
      await devtools.send('Network.enable');
      await devtools.send('Network.setBypassServiceWorker', { bypass: true });
    }
    const { lhr } = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', disableStorageReset: way !== 'first' || Boolean(session), throttlingMethod: 'devtools' },
      undefined,
      page,
    );
    if (lhr.runtimeError) return null;
    const shell = lhr.audits['user-timings'].details?.items?.find((item) => item.name === SHELL_MARK);
    const requests = lhr.audits['network-requests'].details.items;
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue),
      lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
      shell: shell ? Math.round(shell.startTime) : null,
      networkKb: Number((requests.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024).toFixed(1)),
    };
  } finally {
    await browser.close();
  }
}

const member = await site.memberSession();
const report = { date: new Date().toISOString().slice(0, 10), runs: RUNS, throttling: 'devtools (applied), mobile preset', pages: {} };
for (const [path, session] of [['/'], ['/rng'], ['/?member=transactionHistory', member]]) {
  if (ONLY && ONLY !== path) continue;
  report.pages[path] = {};
  for (const way of WAYS) {
    const runs = [];
    for (let attempt = 0; runs.length < RUNS; attempt++) {
      if (attempt > RUNS + 3) throw new Error(`Lighthouse failed too often on ${path} (${way})`);
      const result = await run(path, session, way);
      if (result) runs.push(result);
    }
    const pick = (key) => median(runs.map((r) => r[key]).filter((value) => value !== null));
    report.pages[path][way] = {
      runs,
      median: { score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), tbt: pick('tbt'), shell: pick('shell'), networkKb: pick('networkKb') },
    };
  }
}
site.close();

console.log(`\nbench:return ${report.date}, median of ${RUNS} (Lighthouse mobile preset, throttling applied)`);
console.log('| page | visit | score | shell ms | FCP ms | LCP ms | TBT ms | over the network, KB |');
console.log('|---|---|---|---|---|---|---|---|');
for (const [path, ways] of Object.entries(report.pages)) {
  for (const [way, { median: m, runs }] of Object.entries(ways)) {
    const all = (key) => runs.map((r) => r[key]).join(', ');
    console.log(
      `| \`${path}\` | ${way} | ${m.score} (${all('score')}) | ${m.shell} (${all('shell')}) | ${m.fcp} | ${m.lcp} (${all('lcp')}) | ${m.tbt} | ${m.networkKb} |`,
    );
  }
}
if (JSON_OUT) {
  mkdirSync(dirname(JSON_OUT), { recursive: true });
  writeFileSync(JSON_OUT, JSON.stringify(report, null, 2));
}
process.exit(0);
