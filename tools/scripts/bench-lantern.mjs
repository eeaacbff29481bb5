// Lighthouse's simulation of one phone load, node by node: where a page's largest paint waits.
// Runs Lighthouse's mobile preset once on PATH (logged in as a fresh member with --member) against
// the bench site (bench-site.mjs), then recomputes Lantern's largest-contentful-paint estimate from
// the run's trace and network log and prints every node of the pessimistic graph with its simulated
// start, end and duration (network: the file or call and its transferred bytes; CPU: the task's
// observed length). `--h2` also prints the estimate with every response marked HTTP/2 (one
// connection, requests side by side), a what-if for a server that speaks it. `--until TEXT` prints
// the same estimate with the paint put at the moment the first call whose address holds TEXT
// answered, and its graph: a page's content (the member page's records) that Lighthouse did not
// take as the largest paint in that run.
// `--tbt` prints instead where the simulated total blocking time comes from: every CPU node that
// blocks between the simulated first paint and the page's quiet moment, with what its task ran.
// Usage: npx tsx tools/scripts/bench-lantern.mjs '/?member=transactionHistory' [--member] [--dist DIR] [--h2] [--until /wps/member/transactions] [--tbt]
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { getComputationDataParams } from 'lighthouse/core/computed/metrics/lantern-metric.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, CHROME_FLAGS, arg, signInTab, startBenchSite } from './lib/bench-site.mjs';

const path = process.argv[2] ?? '/';
process.argv.push('--no-build');
const site = await startBenchSite({ brand: 'pt', gatewayPort: 3341, portalPort: 4441, dist: arg('dist', undefined) });
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS, headless: true });
const page = await browser.newPage();
const member = process.argv.includes('--member');
if (member) await signInTab(page, site.portalUrl, await site.memberSession());
const { artifacts, lhr } = await lighthouse(`${site.portalUrl}${path}`, { output: 'json', logLevel: 'error', disableStorageReset: member }, undefined, page);
await browser.close();

const metricData = (devtoolsLog) => ({
  trace: artifacts.Trace,
  devtoolsLog,
  gatherContext: artifacts.GatherContext,
  settings: lhr.configSettings,
  URL: artifacts.URL,
  SourceMaps: [],
  simulator: null,
});
const context = () => ({ computedCache: new Map(), settings: lhr.configSettings });
const estimate = (devtoolsLog) => LanternLargestContentfulPaint.request(metricData(devtoolsLog), context());
/** The estimate with the largest paint put where the first call whose address holds `text` answered. */
async function estimateUntil(text, devtoolsLog = artifacts.DevtoolsLog) {
  const data = metricData(devtoolsLog);
  const ctx = context();
  const params = await getComputationDataParams(data, ctx);
  let answered;
  params.graph.traverse((node) => {
    if (answered === undefined && node.type === 'network' && node.request.url.includes(text)) answered = node.endTime;
  });
  if (answered === undefined) throw new Error(`no call holds ${text}`);
  const processedNavigation = { ...params.processedNavigation, timestamps: { ...params.processedNavigation.timestamps, largestContentfulPaint: answered } };
  const fcpResult = await LanternFirstContentfulPaint.request(data, ctx);
  return LanternLargestContentfulPaint.compute({ ...params, processedNavigation }, { fcpResult });
}
const until = arg('until', undefined);
const lcp = until ? await estimateUntil(until) : await estimate(artifacts.DevtoolsLog);
const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.nodeLabel ?? '';
console.log(
  `score ${Math.round(lhr.categories.performance.score * 100)}, LCP ${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms (${element.slice(0, 50)})`,
);
if (until) console.log(`until ${until} answered: ${Math.round(lcp.timing)} ms`);
if (process.argv.includes('--h2')) {
  const h2 = artifacts.DevtoolsLog.map((m) =>
    m.method === 'Network.responseReceived' ? { ...m, params: { ...m.params, response: { ...m.params.response, protocol: 'h2' } } } : m,
  );
  console.log(`as HTTP/2: LCP ${Math.round((await estimate(h2)).timing)} ms`);
  if (until) console.log(`as HTTP/2, until ${until} answered: ${Math.round((await estimateUntil(until, h2)).timing)} ms`);
}
if (process.argv.includes('--tbt')) {
  // Where the simulated blocking time comes from: each CPU node over 50 ms between the simulated
  // first paint and the page's quiet moment, with what its task ran (the observed events under it).
  const data = metricData(artifacts.DevtoolsLog);
  const ctx = context();
  const tbt = await LanternTotalBlockingTime.request(data, ctx);
  const fcp = await LanternFirstContentfulPaint.request(data, ctx);
  const tti = await LanternInteractive.request(data, ctx);
  for (const [name, estimate, from, to] of [
    ['optimistic', tbt.optimisticEstimate, fcp.pessimisticEstimate.timeInMs, tti.optimisticEstimate.timeInMs],
    ['pessimistic', tbt.pessimisticEstimate, fcp.optimisticEstimate.timeInMs, tti.pessimisticEstimate.timeInMs],
  ]) {
    console.log(`TBT ${name}: ${Math.round(estimate.timeInMs)} ms, counted from ${Math.round(from)} to ${Math.round(to)} ms`);
    for (const [node, { startTime, endTime }] of [...estimate.nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)) {
      if (node.type !== 'cpu' || endTime - startTime < 50 || endTime < from || startTime > to) continue;
      const blocking = Math.min(endTime, to) - Math.max(startTime, from) - 50;
      if (blocking <= 0) continue;
      const parts = new Map();
      for (const event of node.childEvents) {
        if (!event.dur || event.dur < 500 || ['RunMicrotasks', 'v8.run', 'V8.GC_SCAVENGER', 'V8.GCScavenger'].includes(event.name)) continue;
        const data = event.args?.data ?? {};
        const what = `${event.name}${data.url ? ` ${String(data.url).replace(/^https?:\/\/[^/]+/, '')}` : data.type ? ` ${data.type}` : ''}`;
        parts.set(what, (parts.get(what) ?? 0) + event.dur / 1000);
      }
      const top = [...parts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([what, ms]) => `${what} ${ms.toFixed(1)}`)
        .join('; ');
      console.log(
        `${String(Math.round(startTime)).padStart(8)} ${String(Math.round(endTime - startTime)).padStart(5)} ms, blocking ${String(Math.round(blocking)).padStart(4)}  ${top}`,
      );
    }
  }
  site.close();
  process.exit(0);
}
console.log('start ms  end ms  took  node');
const rows = [...lcp.pessimisticEstimate.nodeTimings].map(([node, { startTime, endTime }]) => [
  startTime,
  endTime,
  node.type === 'network'
    ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '')} ${node.request.transferSize} B`
    : `CPU task, ${Math.round(node.duration / 1000)} ms observed`,
]);
for (const [start, end, label] of rows.sort((a, b) => a[0] - b[0]))
  console.log(`${String(Math.round(start)).padStart(8)} ${String(Math.round(end)).padStart(7)} ${String(Math.round(end - start)).padStart(5)}  ${label}`);
site.close();
process.exit(0);
