#!/usr/bin/env node
// Tap benchmark: the interaction to next paint (INP) of the taps a player makes most, on
// a mid-range phone: Chromium as a 390×844 touch phone with the CPU slowed 4× (Lighthouse's mobile
// preset), against the brand's production build served as a CDN would (lib/bench-site.mjs).
// Each tap is a real touch (Playwright's touchscreen); its latency is read from the Event Timing
// API as INP reads it: the longest event entry of the interaction (input delay + processing +
// presentation delay, from the tap to the next frame painted). Entries under 16 ms are not
// reported by the browser: such a tap counts as 16 ms. Also reported: the time from the tap to the
// result being on screen (a drawer open, a page shown), which includes loading what it needs.
// `--profile DIR` writes a CPU profile of each tap (DIR/<tap>-<run>.cpuprofile), for DevTools' Performance panel.
// `--dist DIR` measures another build (as bench:web's). Runs with tsx. Usage: npm run bench:taps [-- --runs 5 --no-build --gateway-port 3296 --portal-port 4396 --cpu 4 --json tmp/taps.json --profile tmp/taps --dist tmp/dist-before]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium } from '@playwright/test';
import { arg, CHROME_FLAGS, CHROMIUM, median, percentile, startBenchSite } from './lib/bench-site.mjs';

const RUNS = Number(arg('runs', 5));
const CPU = Number(arg('cpu', 4));
const JSON_OUT = arg('json', null);
/** One tap by name (`--only 'open the drawer'`), else all. */
const ONLY = arg('only', null);
const PROFILE_DIR = arg('profile', null);
const site = await startBenchSite({
  brand: arg('brand', 'pt'),
  gatewayPort: Number(arg('gateway-port', 3296)),
  portalPort: Number(arg('portal-port', 4396)),
  dist: arg('dist', undefined),
});

/** Collects event-timing entries (durationThreshold 16 ms, the lowest the API allows) per interaction. */
const OBSERVE_INTERACTIONS = () => {
  window.__taps = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__taps.push({ id: entry.interactionId, duration: entry.duration, name: entry.name });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/**
 * The taps: each opens its page, waits until it has settled, taps, and waits for the visible
 * result. `member` taps run logged in (a fresh member with a deposit per run).
 */
const TAPS = [
  {
    name: 'open the drawer',
    path: '/',
    ready: (page) => page.getByRole('button', { name: 'Menu', exact: true }),
    tap: (page) => page.getByRole('button', { name: 'Menu', exact: true }),
    result: (page) => page.getByRole('dialog', { name: 'Menu principal' }),
  },
  {
    name: 'switch a lobby tab',
    path: '/rng',
    ready: (page) => page.getByTestId('game-tile').first(),
    tap: (page) => page.getByRole('tab', { name: 'Em alta' }),
    result: (page) => page.getByRole('list', { name: 'Jogos em alta' }).getByTestId('game-tile').first(),
  },
  {
    name: 'open a game',
    path: '/rng',
    member: true,
    ready: (page) => page.getByRole('list', { name: 'Jogos', exact: true }).getByTestId('game-tile').first(),
    tap: (page) =>
      page
        .getByRole('list', { name: 'Jogos', exact: true })
        .getByRole('button', { name: /^Jogar / })
        .first(),
    result: (page) => page.locator('iframe'),
  },
  {
    name: 'open the games sheet',
    path: '/',
    ready: (page) => page.getByRole('navigation', { name: 'Navegação inferior' }),
    tap: (page) => page.getByRole('navigation', { name: 'Navegação inferior' }).getByRole('button', { name: 'Jogos' }),
    result: (page) => page.getByRole('dialog', { name: 'Jogos' }),
  },
  {
    name: 'open the member centre',
    path: '/',
    member: true,
    ready: (page) => page.getByRole('navigation', { name: 'Navegação inferior' }),
    tap: (page) => page.getByRole('navigation', { name: 'Navegação inferior' }).getByRole('button', { name: 'Conta' }),
    result: (page) => page.getByRole('navigation', { name: 'Menu da central do membro' }),
  },
  {
    name: 'open a page in the member centre',
    path: '/?member=menu',
    member: true,
    ready: (page) => centre(page).getByRole('link', { name: 'Extrato da conta' }),
    tap: (page) => centre(page).getByRole('link', { name: 'Extrato da conta' }),
    result: (page) => centre(page).getByRole('button', { name: 'Voltar ao menu' }),
  },
  {
    name: 'apply a record filter',
    path: '/?member=transactionHistory',
    member: true,
    ready: (page) => centre(page).getByRole('button', { name: /^Filtros/ }),
    prepare: async (page) => {
      await centre(page)
        .getByRole('button', { name: /^Filtros/ })
        .click();
      await page.getByRole('dialog', { name: 'Filtros' }).getByRole('button', { name: /Tipo/ }).click();
      await page.getByRole('option', { name: 'Depósitos' }).click();
    },
    tap: (page) => page.getByRole('dialog', { name: 'Filtros' }).getByRole('button', { name: 'Ver resultados' }),
    result: (page) => centre(page).getByText('Últimos 7 dias · Depósitos'),
  },
  {
    name: 'submit a deposit amount',
    path: '/?member=depositv2',
    member: true,
    ready: (page) => centre(page).getByRole('radio', { name: /PIX/ }),
    prepare: async (page) => {
      await centre(page).getByRole('radio', { name: /PIX/ }).check();
      await centre(page).getByRole('textbox', { name: /Valor/ }).fill('100');
    },
    tap: (page) => centre(page).getByRole('button', { name: 'Depositar', exact: true }),
    result: (page) => centre(page).getByRole('img', { name: 'QR code PIX' }),
  },
];

/** The member centre's full-screen dialog on a phone. */
function centre(page) {
  return page.getByRole('dialog', { name: 'Central do membro' });
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
const results = {};
for (const tap of TAPS.filter((candidate) => !ONLY || candidate.name === ONLY)) {
  const inp = [];
  const visible = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.addInitScript(OBSERVE_INTERACTIONS);
    if (tap.member) {
      const member = await site.memberSession({ deposit: 500 });
      await page.addInitScript(
        ([token, username]) => {
          sessionStorage.setItem('token', JSON.stringify(token));
          sessionStorage.setItem('username', JSON.stringify(username));
        },
        [member.token, member.username],
      );
    }
    await page.goto(`${site.portalUrl}${tap.path}`);
    await tap.ready(page).first().waitFor({ state: 'visible', timeout: 60_000 });
    // Settled: the start's work and lazy images done, as a player's thumb comes after the page has shown.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(500);
    // What the player did before the measured tap (a filter chosen, an amount typed), at full speed.
    if (tap.prepare) {
      await tap.prepare(page);
      await page.waitForTimeout(300);
      await page.evaluate(() => (window.__taps = []));
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    const target = tap.tap(page).first();
    // A thumb scrolls to what it taps (the deposit button sits below the first deposit's limit prompt).
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`${tap.name}: nothing to tap`);
    if (PROFILE_DIR) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    const start = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await tap
      .result(page)
      .first()
      .waitFor({ state: 'visible', timeout: 60_000 })
      .catch(async (error) => {
        await page.screenshot({ path: 'tmp/bench-taps-failed.png' });
        throw error;
      });
    visible.push(Date.now() - start);
    await page.waitForTimeout(1000);
    if (PROFILE_DIR) {
      mkdirSync(PROFILE_DIR, { recursive: true });
      const { profile } = await cdp.send('Profiler.stop');
      writeFileSync(`${PROFILE_DIR}/${tap.name.replaceAll(' ', '-')}-${run + 1}.cpuprofile`, JSON.stringify(profile));
    }
    const entries = await page.evaluate(() => window.__taps);
    const byInteraction = new Map();
    for (const entry of entries) byInteraction.set(entry.id, Math.max(byInteraction.get(entry.id) ?? 0, entry.duration));
    // The tap is the interaction with the longest entry (a tap is pointerdown, pointerup and click).
    inp.push(Math.max(16, ...byInteraction.values()));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await context.close();
  }
  results[tap.name] = { inp: { runs: inp, p75: percentile(inp, 0.75), median: median(inp) }, visible: { runs: visible, median: median(visible) } };
}
await browser.close();
site.close();

const date = new Date().toISOString().slice(0, 10);
console.log(`\nbench:taps ${date}, a 390×844 touch phone, CPU ${CPU}× slower, ${RUNS} runs per tap`);
console.log('| tap | INP p75 ms | INP runs ms | tap to result shown, median ms |');
console.log('|---|---|---|---|');
for (const [name, r] of Object.entries(results)) console.log(`| ${name} | ${r.inp.p75} | ${r.inp.runs.join(', ')} | ${r.visible.median} |`);
if (JSON_OUT) {
  mkdirSync(dirname(JSON_OUT), { recursive: true });
  writeFileSync(JSON_OUT, JSON.stringify({ date, cpu: CPU, runs: RUNS, results }, null, 2));
}
process.exit(0);
