#!/usr/bin/env node
// Web benchmark: the production build of a brand served as a CDN would serve it (lib/bench-cdn.mjs:
// HTTP/2 over TLS, brotli, immutable caching for hashed assets, index.html revalidated; `--http1`:
// plain HTTP/1.1 with gzip), the platform paths proxied to a fresh sandbox gateway, then:
//   - Lighthouse 12.8 desktop preset, N runs per page (default 3) on `/`, `/rng` and the member
//     centre's account record (`/?member=transactionHistory`, logged in as a fresh member): score,
//     LCP, CLS, TBT, and the JavaScript loaded before the page rendered (gzip bytes of the script
//     requests that started before the LCP), reported as medians;
//   - the shell time at 2 s injected latency on `/wps` and `/lgw` (sandbox fault injection): from
//     navigation start until the header shows its buttons, in Chromium driven by Playwright. The
//     page times it itself (a mutation observer, then the frame that draws it), not Playwright's
//     visibility wait, which polls every 500 ms after its first second.
//   - with `--mobile` (or `--both`), Lighthouse's mobile preset instead (or as well): Moto G Power
//     emulation (412×823, touch), 4× CPU slowdown, simulated slow 4G (150 ms RTT, 1.6 Mbps down),
//     on the same pages; the phone layout is what it measures (docs/product/phone-layout.md).
//     `--both` also runs the mobile preset against the same build served over plain HTTP/1.1
//     (`mobile-http1`), where each script file holds one of six connections.
// Runs with tsx (it seals the login payload with the contract's own code).
// Usage: npm run bench:web [-- --runs 3 --brand pt --no-build --gateway-port 3298 --portal-port 4398 --json tmp/bench-web.json
//          --lhr-dir tmp/lhr (each run's full Lighthouse report; with --traces, its trace too) --only '/rng' (one page, or `shell`) --mobile | --both | --http1]
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { arg, CHROME_FLAGS, CHROMIUM, median, signInTab, startBenchSite } from './lib/bench-site.mjs';
import { initialJs } from './lib/initial-js.mjs';

const RUNS = Number(arg('runs', 3));
const BRAND = arg('brand', 'pt');
const GATEWAY_PORT = Number(arg('gateway-port', 3298));
const PORTAL_PORT = Number(arg('portal-port', 4398));
const JSON_OUT = arg('json', null);
const LHR_DIR = arg('lhr-dir', null);
const ONLY = arg('only', null);
const BOTH = process.argv.includes('--both');
/**
 * What Lighthouse runs: the desktop preset (default), the phone's (`--mobile`), or with `--both`
 * both presets over HTTP/2 and the phone's again over plain HTTP/1.1 (a second stand-in serving
 * the same build: a plain server, a proxy or an older CDN still speaks 1.1).
 */
const PRESETS = BOTH ? ['desktop', 'mobile', 'mobile-http1'] : process.argv.includes('--mobile') ? ['mobile'] : ['desktop'];
const site = await startBenchSite({ brand: BRAND, gatewayPort: GATEWAY_PORT, portalPort: PORTAL_PORT, dist: arg('dist', undefined), alsoHttp1: BOTH });
const { operator, memberSession } = site;
/** The site each preset loads (`--http1` alone: the one stand-in speaks HTTP/1.1). */
const siteOf = (preset) => (preset === 'mobile-http1' ? site.http1Url : site.portalUrl);
const distDir = site.distDir;

async function lighthouseRuns(path, session, preset) {
  const results = [];
  let failed = 0;
  for (let run = 0; run < RUNS; run++) {
    const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS, headless: true });
    try {
      const page = await browser.newPage();
      if (session) await signInTab(page, siteOf(preset), session);
      // Lighthouse's default config is its mobile preset (Moto G Power, 4× CPU, slow 4G, simulated).
      const config = preset === 'desktop' ? desktopConfig : undefined;
      const result = await lighthouse(`${siteOf(preset)}${path}`, { output: 'json', logLevel: 'error', disableStorageReset: Boolean(session) }, config, page);
      const lhr = result.lhr;
      // Lighthouse sometimes loses the trace's navigation start (NO_NAVSTART) on this machine: that
      // run has no metrics. Run it again, at most three more times per page.
      if (lhr.runtimeError) {
        console.warn(`Lighthouse ${preset} ${path}: ${lhr.runtimeError.code}, run again`);
        if (++failed > 3) throw new Error(`Lighthouse failed ${failed} times on ${path}: ${lhr.runtimeError.message}`);
        run--;
        continue;
      }
      if (LHR_DIR) {
        mkdirSync(LHR_DIR, { recursive: true });
        const name = `${preset}-${path.replace(/\W+/g, '_') || 'home'}-${run + 1}`;
        writeFileSync(join(LHR_DIR, `${name}.json`), JSON.stringify(lhr));
        // The observed trace the simulation started from (open it in DevTools' Performance panel).
        if (process.argv.includes('--traces')) writeFileSync(join(LHR_DIR, `${name}.trace`), JSON.stringify(result.artifacts.Trace));
      }
      const lcp = lhr.audits['largest-contentful-paint'].numericValue;
      // The score's LCP is simulated (Lighthouse's desktop throttling); which scripts loaded before it
      // is read on the observed timeline the requests were recorded on.
      const observedLcp = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
      const requests = lhr.audits['network-requests'].details.items;
      const initialJs = requests
        .filter((r) => r.resourceType === 'Script' && (r.networkRequestTime ?? r.startTime ?? 0) <= observedLcp)
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      results.push({
        score: Math.round(lhr.categories.performance.score * 100),
        lcp: Math.round(lcp),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
        initialJsKb: Number((initialJs / 1024).toFixed(1)),
      });
    } finally {
      await browser.close();
    }
  }
  const pick = (k) => median(results.map((r) => r[k]));
  return { runs: results, median: { score: pick('score'), lcp: pick('lcp'), cls: pick('cls'), tbt: pick('tbt'), initialJsKb: pick('initialJsKb') } };
}

async function shellTimeAtLatency(browser) {
  await operator('PUT', '/sandbox/faults', { prefix: '/wps', latencyMs: 2000 });
  await operator('PUT', '/sandbox/faults', { prefix: '/lgw', latencyMs: 2000 });
  const times = [];
  const statusSent = [];
  const jsLoaded = [];
  const duplicates = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const platformRequests = [];
      page.on('request', (request) => {
        if (/\/(wps|lgw)\//.test(new URL(request.url()).pathname)) platformRequests.push(`${request.method()} ${request.url()}`);
      });
      // The first frame that draws a visible button in the header, in ms after navigation start.
      await page.addInitScript(() => {
        const observer = new MutationObserver(() => {
          // Any of them: the first in the DOM may be one the layout hides at this width (the phone's menu button).
          if (![...document.querySelectorAll('header button')].some((button) => button.checkVisibility())) return;
          observer.disconnect();
          requestAnimationFrame(() => document.documentElement.setAttribute('data-bench-header-shown', String(Math.round(performance.now()))));
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true });
      });
      await page.goto(`${site.portalUrl}/`, { waitUntil: 'commit' });
      await page.getByRole('banner').getByRole('button').first().waitFor({ state: 'visible', timeout: 60_000 });
      await page.locator('html[data-bench-header-shown]').waitFor({ state: 'attached' });
      times.push(Number(await page.locator('html').getAttribute('data-bench-header-shown')));
      // When the first platform call left after the navigation started (resource timing), and when
      // the start's JavaScript had arrived (the scripts and module preloads asked for before it).
      const sent = await page.evaluate(() => {
        const entries = performance.getEntriesByType('resource');
        const status = entries.find((entry) => entry.name.includes('/wps/system/status'));
        if (!status) return undefined;
        const scripts = entries.filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname) && entry.startTime < status.startTime);
        return { status: status.startTime, js: Math.max(0, ...scripts.map((entry) => entry.responseEnd)) };
      });
      if (sent) {
        statusSent.push(Math.round(sent.status));
        jsLoaded.push(Math.round(sent.js));
      }
      // The same call twice (a hook that did not find the start's request in flight).
      duplicates.push(platformRequests.length - new Set(platformRequests).size);
      await context.close();
    }
  } finally {
    await operator('DELETE', '/sandbox/faults');
  }
  return {
    runs: times,
    median: median(times),
    statusSent: { runs: statusSent, median: statusSent.length ? median(statusSent) : null },
    jsLoaded: { runs: jsLoaded, median: jsLoaded.length ? median(jsLoaded) : null },
    duplicates,
  };
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((f) => !f.startsWith('--headless')) });
const member = await memberSession();
const report = {
  date: new Date().toISOString().slice(0, 10),
  brand: BRAND,
  runs: RUNS,
  initialJsKb: initialJs(distDir).totalKb,
  presets: {},
  shellAt2sLatencyMs: null,
};
for (const preset of PRESETS) {
  report.presets[preset] = {};
  for (const [path, session] of [['/'], ['/rng'], ['/?member=transactionHistory', member]]) {
    if (!ONLY || ONLY === path) report.presets[preset][path] = await lighthouseRuns(path, session, preset);
  }
}
if (!ONLY || ONLY === 'shell') report.shellAt2sLatencyMs = await shellTimeAtLatency(browser);
await browser.close();
site.close();

console.log(`\nbench:web ${report.date}, brand ${BRAND}, median of ${RUNS}`);
console.log(`JS loaded before the first render (entry + preloaded chunks, gzip -9): ${report.initialJsKb} KB`);
for (const [preset, pages] of Object.entries(report.presets)) {
  console.log(`\nLighthouse ${preset}`);
  console.log('| page | score | LCP ms | CLS | TBT ms | script bytes before LCP, KB |');
  console.log('|---|---|---|---|---|---|');
  for (const [page, { median: m, runs }] of Object.entries(pages)) {
    console.log(
      `| \`${page}\` | ${m.score} (${runs.map((r) => r.score).join(', ')}) | ${m.lcp} (${runs.map((r) => r.lcp).join(', ')}) | ${m.cls} (${runs.map((r) => r.cls).join(', ')}) | ${m.tbt} (${runs.map((r) => r.tbt).join(', ')}) | ${m.initialJsKb} |`,
    );
  }
}
if (report.shellAt2sLatencyMs) {
  console.log(`shell (header buttons) at 2 s latency: median ${report.shellAt2sLatencyMs.median} ms (${report.shellAt2sLatencyMs.runs.join(', ')})`);
  const sent = report.shellAt2sLatencyMs.statusSent;
  const js = report.shellAt2sLatencyMs.jsLoaded;
  console.log(`  start JS loaded after navigation: median ${js.median} ms (${js.runs.join(', ')})`);
  // The part the portal's own start controls (the rest is the network and the machine's load).
  const gaps = sent.runs.map((at, i) => at - js.runs[i]);
  console.log(`  /wps/system/status sent after the start JS arrived: median ${median(gaps)} ms (${gaps.join(', ')})`);
  console.log(
    `  /wps/system/status sent after navigation: median ${sent.median} ms (${sent.runs.join(', ')}); platform calls sent twice per visit: ${report.shellAt2sLatencyMs.duplicates.join(', ')}`,
  );
}
if (JSON_OUT) {
  mkdirSync(dirname(JSON_OUT), { recursive: true });
  writeFileSync(JSON_OUT, JSON.stringify(report, null, 2));
}
process.exit(0);
