#!/usr/bin/env node
// Lobby benchmark: on the BUILT portal (dist/, `nx run portal-brand-pt:build` first) against a fresh
// sandbox gateway, in Chromium at 1440×900, on /rng (330 slots), per run (a fresh browser context,
// so a cold cache):
//   - time to the first game tile with its image loaded (from navigation start);
//   - scrolling until 300+ tiles are on the page and the list is at its end, like a player: real
//     mouse-wheel input (CDP Input.dispatchMouseEvent), one notch (100 px) every 25 ms (40 Hz), sent
//     from outside the page at a fixed pace, so a slow page does not slow the "hand" down. While scrolling:
//       * frames from requestAnimationFrame deltas, measured against the display's frame budget
//         (the median rAF delta of the idle page before scrolling, ~16.7 ms at 60 Hz); a delta of
//         k budgets counts k - 1 dropped frames. A frame counts when the page scrolled or its DOM
//         changed since the previous frame; idle frames (the wheel at the end of the list waiting for
//         the next page from the network) are left out, they would make a janky page look smooth.
//         The frame loop reads no layout, so the benchmark adds no forced layouts of its own;
//       * long tasks (> 50 ms) from a PerformanceObserver (type longtask);
//       * what the player saw (presentedFrames), from the compositor: a light trace of its frames, counted
//         as the DevTools Performance panel does: drawn (in full), partial (drawn, the page moved, but the
//         page's own latest update, new tiles or an arrived image, came a frame or more later) and dropped
//         (not drawn: the picture stood still). The rAF count above is the main thread's view: a frame
//         the compositor drew while the main thread was busy counts there as dropped.
//   - a returning visit: /rng opened again in a new tab of the same browser (artwork in the HTTP
//     cache) and scrolled the same way: the lobby's whole first pass without the image traffic
//     through the sandbox and the preview proxy, which run on the same CPUs as the browser here;
//   - the floor: the same wheel scroll again over the list already loaded (back to the top, no
//     network, no new tiles, images decoded, the page already rastered): what the browser needs to
//     move content it has drawn. The first pass adds drawing every row for the first time, which on
//     a machine without a GPU is software raster on one worker thread;
//   - the static-copy floor: the lobby as it ended, copied into plain HTML and CSS (no script, every
//     tile and image in place) in a new tab and scrolled the same way for the first time: what the
//     browser alone needs to draw the page once.
//   Reports median and worst over the runs.
// Usage: npm run bench:lobby [-- --runs 5 --step-ms 25 --gateway-port 3299 --portal-port 4399 --profile tmp/lobby.cpuprofile --trace tmp/lobby-trace.json]
//   --profile: a CPU profile (CDP Profiler) of the last run's scroll, with the top self-time functions printed.
//   --svg-art: game images asked for as the sandbox's SVG documents instead of its JPEGs (what the
//              sandbox served before; each SVG image is a small document laid out and drawn again
//              whenever its part of the page is rastered), to show what raster artwork saves.
//   --trace: a Chromium trace (CDP Tracing, devtools.timeline) of the last run's scroll, with the
//            main-thread time inside long tasks summed by event name.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium } from '@playwright/test';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', 5));
const GATEWAY_PORT = Number(arg('gateway-port', 3299));
const PORTAL_PORT = Number(arg('portal-port', 4399));
const PROFILE = arg('profile', null);
const TRACE = arg('trace', null);
const SVG_ART = process.argv.includes('--svg-art');
const TILES = 300;
const STEP_PX = 100;
const STEP_MS = Number(arg('step-ms', 25));

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
const stopAll = () =>
  children.forEach((c) => {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  });
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
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

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => sorted(xs)[Math.floor(xs.length / 2)];
const stats = (xs) => ({ median: Math.round(median(xs)), worst: Math.round(Math.max(...xs)), all: xs.map(Math.round) });

/**
 * In the page: measure the display's frame budget, then record frames and long tasks until told to
 * stop. `stepMs` is the wheel's pace: the page is "moving" until two notches have passed without a
 * scroll event.
 */
async function startMeasuring(stepMs) {
  const raf = () => new Promise((r) => requestAnimationFrame(r));
  // The display's frame budget: median rAF delta of the idle page.
  const idle = [];
  let prev = await raf();
  for (let i = 0; i < 40; i++) {
    const now = await raf();
    idle.push(now - prev);
    prev = now;
  }
  const budget = [...idle].sort((a, b) => a - b)[Math.floor(idle.length / 2)];

  // Nothing here reads layout (no scrollHeight / getBoundingClientRect in the frame loop): the
  // benchmark must not add forced layouts of its own.
  const m = { budget, frames: [], waitingMs: 0, lastScrollAt: performance.now(), began: performance.now(), running: true, active: false };
  window.__bench = m;
  window.__longTasks = [];
  addEventListener(
    'scroll',
    () => {
      m.lastScrollAt = performance.now();
      m.active = true;
    },
    { passive: true },
  );
  new MutationObserver(() => {
    m.active = true;
  }).observe(document.body, { childList: true, subtree: true });
  let last = performance.now();
  const onFrame = (now) => {
    const delta = now - last;
    last = now;
    // A frame counts while the page is moving (a scroll event within the last two notches, so the
    // frames between two notches count too) or when the list changed since the last one; frames
    // while the wheel sits at the end of the list waiting for the network do not.
    if (m.active || now - m.lastScrollAt < 2 * stepMs + budget) m.frames.push(delta);
    else m.waitingMs += delta;
    m.active = false;
    if (m.running) requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  return Math.round(budget * 10) / 10;
}

/** In the page: whether the scroll is done (enough tiles and the wheel no longer moves the page). */
function scrollState() {
  const m = window.__bench;
  return { tiles: document.querySelectorAll('[data-testid="game-tile"]').length, sinceScrollMs: performance.now() - m.lastScrollAt };
}

/** In the page: the document as plain HTML, its CSS rules (styled-components keeps them in the CSSOM) inlined, scripts left out. */
function staticCopy() {
  const css = [...document.styleSheets]
    .map((sheet) => {
      try {
        return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
      } catch {
        return '';
      }
    })
    .join('\n');
  const body = document.body.cloneNode(true);
  body.querySelectorAll('script').forEach((script) => script.remove());
  const attrs = [...document.documentElement.attributes].map((a) => `${a.name}="${a.value.replace(/"/g, '&quot;')}"`).join(' ');
  return `<!doctype html><html ${attrs}><head><meta charset="utf-8"><style>${css}</style></head>${body.outerHTML}</html>`;
}

/** In the page: stop and report. */
function stopMeasuring() {
  const m = window.__bench;
  m.running = false;
  const dropped = m.frames.reduce((n, d) => n + Math.max(0, Math.round(d / m.budget) - 1), 0);
  return {
    tiles: document.querySelectorAll('[data-testid="game-tile"]').length,
    tileHeightPx: Math.round(document.querySelector('[data-testid="game-tile"]')?.getBoundingClientRect().height ?? 0),
    durationMs: Math.round(performance.now() - m.began),
    waitingForNetworkMs: Math.round(m.waitingMs),
    frameBudgetMs: Math.round(m.budget * 10) / 10,
    frames: m.frames.length,
    droppedFrames: dropped,
    worstFrameMs: Math.round(Math.max(...m.frames)),
    longTasks: window.__longTasks.length,
    longTaskTotalMs: Math.round(window.__longTasks.reduce((a, b) => a + b, 0)),
    longestTaskMs: Math.round(Math.max(0, ...window.__longTasks)),
  };
}

/**
 * Scrolls with real mouse-wheel input (CDP Input.dispatchMouseEvent, as a player's wheel: the
 * compositor scrolls, the page gets scroll events) at a fixed pace from outside the page, until
 * `target` tiles are listed and the wheel has not moved the page for 600 ms (the end of the list).
 */
async function scrollLikeAPlayer(page, cdp, target) {
  await page.mouse.move(720, 450);
  const began = Date.now();
  const sent = [];
  for (;;) {
    sent.push(cdp.send('Input.dispatchMouseEvent', { type: 'mouseWheel', x: 720, y: 450, deltaX: 0, deltaY: STEP_PX }).catch(() => {}));
    await new Promise((r) => setTimeout(r, STEP_MS));
    if (sent.length % 8 === 0) {
      const { tiles, sinceScrollMs } = await page.evaluate(scrollState);
      if ((tiles >= target && sinceScrollMs > 600) || Date.now() - began > 90_000) break;
    }
  }
  await Promise.all(sent);
}

/**
 * Runs `during` while tracing the compositor's frames (category disabled-by-default-devtools.timeline.frame
 * only, cheap: a few events per frame) and counts what the player saw, as the DevTools Performance
 * panel does: frames drawn in full, frames drawn without the page's own latest update ("partially
 * presented": the compositor moved the page but new tiles or images from the main thread came a frame
 * or more later) and frames not drawn at all (the page stood still: a visible stutter).
 */
async function withPresentedFrames(cdp, during) {
  const events = [];
  const collect = ({ value }) => events.push(...value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['disabled-by-default-devtools.timeline.frame'], excludedCategories: ['*'] },
  });
  const result = await during();
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  const presented = { drawn: 0, partial: 0, dropped: 0 };
  for (const e of events) {
    if (e.name === 'DrawFrame') presented.drawn += 1;
    else if (e.name === 'DroppedFrame') presented[e.args?.hasPartialUpdate ? 'partial' : 'dropped'] += 1;
  }
  return { ...result, presented };
}

function summariseProfile(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, i) => {
    const node = byId.get(id);
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'} ${url ? url.split('/').pop() : ''}:${lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(([k, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${k}`);
}

function summariseTrace(events) {
  // Main-thread tasks of the renderer (the thread with most RunTask time), their direct and nested events.
  const tasks = events.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'));
  const perThread = new Map();
  for (const t of tasks) perThread.set(`${t.pid}:${t.tid}`, (perThread.get(`${t.pid}:${t.tid}`) ?? 0) + t.dur);
  const [main] = [...perThread.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur);
  const long = onMain.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 50_000);
  const sums = new Map();
  for (const task of long) {
    const end = task.ts + task.dur;
    for (const e of onMain) {
      if (e === task || e.ts < task.ts || e.ts + e.dur > end) continue;
      sums.set(e.name, (sums.get(e.name) ?? 0) + e.dur / 1000);
    }
  }
  return {
    longTasks: long.map((t) => Math.round(t.dur / 1000)),
    insideLongTasks: [...sums.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 20)
      .map(([k, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${k}`),
  };
}

/** Opens /rng; resolves with the time to the first tile whose image has loaded, once the first screen has settled. */
async function openLobby(page) {
  await page.goto(`http://127.0.0.1:${PORTAL_PORT}/rng`);
  const tile = await page.waitForFunction(
    () => {
      const img = document.querySelector('[data-testid="game-tile"] img');
      return img && img.complete && img.naturalWidth > 0 ? performance.now() : null;
    },
    null,
    { polling: 'raf', timeout: 30_000 },
  );
  const firstTileMs = await tile.jsonValue();
  // Let the first screen settle (images, fonts, idle requests) before scrolling.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return firstTileMs;
}

const firstTile = [];
const returning = [];
const scrolls = [];
const floors = [];
const staticFloors = [];
let profileSummary = null;
let traceSummary = null;

for (let run = 0; run < RUNS; run++) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  if (SVG_ART)
    await context.route(/\/sandbox\/art\/game\/\d+\.jpg$/, (route) =>
      route.continue({
        url: route
          .request()
          .url()
          .replace(/\.jpg$/, '.svg'),
      }),
    );
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => window.__longTasks.push(e.duration))).observe({ type: 'longtask', buffered: true });
  });
  firstTile.push(await openLobby(page));

  const last = run === RUNS - 1;
  const cdp = last && (PROFILE || TRACE) ? await context.newCDPSession(page) : null;
  const traceEvents = [];
  if (cdp && PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  if (cdp && TRACE) {
    cdp.on('Tracing.dataCollected', ({ value }) => traceEvents.push(...value));
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'toplevel'] },
    });
  }
  const input = await context.newCDPSession(page);
  /** One measured scroll of `target` to the end of its list. */
  const measureScroll = async (target, session) => {
    await target.evaluate(startMeasuring, STEP_MS);
    const during = async () => {
      await scrollLikeAPlayer(target, session, TILES);
      return target.evaluate(stopMeasuring);
    };
    // A full --trace of this run already records the frames; a second trace cannot run beside it.
    return cdp && TRACE ? during() : withPresentedFrames(session, during);
  };
  scrolls.push(await measureScroll(page, input));
  // Re-scroll: the same scroll over the list already loaded and drawn.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(1000);
  floors.push(await measureScroll(page, input));
  if (cdp && PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(dirname(PROFILE), { recursive: true });
    writeFileSync(PROFILE, JSON.stringify(profile));
    profileSummary = summariseProfile(profile);
  }
  if (cdp && TRACE) {
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
    mkdirSync(dirname(TRACE), { recursive: true });
    writeFileSync(TRACE, JSON.stringify({ traceEvents }));
    traceSummary = summariseTrace(traceEvents);
  }
  // The browser's own floor for a first pass: the lobby as it ended, copied into plain HTML and CSS
  // (no script, every tile and image in place, images in the HTTP cache) in a new tab, scrolled the same way.
  const copy = await page.evaluate(staticCopy);
  const staticPage = await context.newPage();
  const staticUrl = `http://127.0.0.1:${PORTAL_PORT}/__bench-static-copy`;
  await staticPage.route(staticUrl, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: copy }));
  await staticPage.goto(staticUrl);
  await staticPage.waitForLoadState('networkidle');
  await staticPage.waitForTimeout(500);
  const staticInput = await context.newCDPSession(staticPage);
  staticFloors.push(await measureScroll(staticPage, staticInput));
  await staticPage.close();
  // A returning player: the lobby opened again in a new tab of the same browser, the artwork already
  // in the HTTP cache, scrolled the same way. The lobby does all its first-pass work again (new
  // tiles, images decoded and shown) but the images no longer come through the sandbox and the
  // preview proxy, which share this machine's two CPUs with the browser.
  const again = await context.newPage();
  await openLobby(again);
  const againInput = await context.newCDPSession(again);
  returning.push(await measureScroll(again, againInput));
  await context.close();
}
await browser.close();

const pick = (key) => stats(scrolls.map((s) => s[key]));
/** The compositor's frames over the runs that counted them (not the --trace run). */
const presentedStats = (list) => {
  const counted = list.filter((s) => s.presented);
  if (counted.length === 0) return 'not counted (--trace)';
  return Object.fromEntries(['drawn', 'partial', 'dropped'].map((k) => [k, stats(counted.map((s) => s.presented[k]))]));
};
/** The headline numbers of one kind of pass over the runs. */
const passSummary = (list, extra = []) => ({
  ...Object.fromEntries(['durationMs', 'frames', 'droppedFrames'].map((k) => [k, stats(list.map((s) => s[k]))])),
  presentedFrames: presentedStats(list),
  ...Object.fromEntries(['worstFrameMs', 'longTasks', ...extra].map((k) => [k, stats(list.map((s) => s[k]))])),
});
const report = {
  page: '/rng (built portal, Chromium headless, 1440×900)',
  artwork: SVG_ART ? "the sandbox's SVG (--svg-art)" : "the sandbox's JPEG 240×240",
  runs: RUNS,
  timeToFirstGameTileMs: stats(firstTile),
  scrollTo300Tiles: {
    pace: `${STEP_PX} px every ${STEP_MS} ms`,
    frameBudgetMs: scrolls[0].frameBudgetMs,
    tiles: pick('tiles'),
    tileHeightPx: scrolls[0].tileHeightPx,
    durationMs: pick('durationMs'),
    waitingForNetworkMs: pick('waitingForNetworkMs'),
    frames: pick('frames'),
    droppedFrames: pick('droppedFrames'),
    presentedFrames: presentedStats(scrolls),
    worstFrameMs: pick('worstFrameMs'),
    longTasks: pick('longTasks'),
    longTaskTotalMs: pick('longTaskTotalMs'),
    longestTaskMs: pick('longestTaskMs'),
  },
  returningVisitFirstPass: passSummary(returning),
  floorStaticCopyFirstPass: passSummary(staticFloors),
  floorRescrollLoadedList: passSummary(floors, ['longestTaskMs']),
};
console.log(JSON.stringify(report, null, 2));
if (profileSummary) console.log(`\nCPU profile (last run's scroll) → ${PROFILE}\nTop self time:\n${profileSummary.join('\n')}`);
if (traceSummary)
  console.log(
    `\nTrace (last run's scroll) → ${TRACE}\nLong tasks (ms): ${traceSummary.longTasks.join(', ') || 'none'}\nInside long tasks:\n${traceSummary.insideLongTasks.join('\n')}`,
  );
stopAll();
process.exit(0);
