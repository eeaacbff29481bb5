#!/usr/bin/env node
/* global window, document, console, process, URL, setInterval, clearInterval, setTimeout, performance */
/**
 * Axe pass over every story of the built workspace Storybook (each in one theme, the themes
 * alternating; both with AXE_STORYBOOK_BOTH_THEMES=1): serves
 * dist/storybook, opens each story's iframe in Chromium, waits for its play function, runs
 * axe-core (WCAG 2.x A + AA) and fails on a serious or critical violation (or a story that
 * throws); moderate and minor ones are listed as warnings (docs/product/display-and-platform.md,
 * accessibility). `npm test` runs it after the Storybook build (nx run storybook:a11y-storybook).
 *
 * Chromium: /usr/bin/chromium when present (Debian), else Playwright's own browser.
 * Usage: node storybook/scripts/axe-storybook.mjs [storyIdFilter]
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
const require = createRequire(join(workspaceRoot, 'package.json'));
const { chromium } = require('@playwright/test');
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const staticDir = join(workspaceRoot, 'dist/storybook');
if (!existsSync(join(staticDir, 'index.json'))) {
  console.error(`No Storybook build in ${staticDir}: run nx run storybook:build-storybook first.`);
  process.exit(1);
}

const types = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
};
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  const file = join(staticDir, path === '/' ? 'index.html' : path);
  if (!file.startsWith(staticDir) || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address();

const filter = process.argv[2] ?? '';
const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.id.includes(filter));

const browser = await chromium.launch({
  ...(existsSync('/usr/bin/chromium') ? { executablePath: '/usr/bin/chromium' } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
/** The window of a story that names no viewport. */
const DEFAULT_SIZE = { width: 1280, height: 800 };

/**
 * One page per theme, each loading Storybook's preview once and switching stories over its channel
 * (loading the preview's bundle for every story took most of the pass's time). The a11y addon's own
 * automatic run is off (`a11y.manual`): this pass runs axe itself, once.
 */
async function openPreview(theme, firstStory) {
  const page = await browser.newPage({ viewport: DEFAULT_SIZE, reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    window.__portalStoryEvents = [];
    const timer = setInterval(() => {
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return;
      clearInterval(timer);
      for (const name of ['storyRendered', 'storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing']) {
        channel.on(name, (payload) =>
          window.__portalStoryEvents.push({
            name,
            detail: typeof payload === 'string' ? payload : (payload?.message ?? payload?.description ?? payload?.title ?? ''),
          }),
        );
      }
    }, 1);
  });
  await load(page, theme, firstStory);
  return page;
}

/** Loads the preview afresh on a story (the first one, or one to judge again on a page of its own). */
async function load(page, theme, story) {
  await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme};a11y.manual:!true`);
  await page.waitForFunction(() => window.__portalStoryEvents.length > 0, null, { timeout: 60_000 });
}

/** Shows a story (again, with `remount`) and waits for it: storyRendered comes after the play function; an error event ends the wait too. */
async function show(page, story, remount = false) {
  await page.evaluate(
    ({ id, remount }) => {
      window.__portalStoryEvents = [];
      const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
      if (remount) channel.emit('forceRemount', { storyId: id });
      else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    },
    { id: story.id, remount },
  );
  await page.waitForFunction(() => window.__portalStoryEvents.length > 0, null, { timeout: 15_000 }).catch(() => {});
}

/** Shows one story, waits for it (play function included) and runs axe: the lines to print and whether it fails. */
async function judge(page, story, theme, first, again = false) {
  if (page.viewportSize()?.width !== DEFAULT_SIZE.width) {
    await page.setViewportSize(DEFAULT_SIZE);
    first = false;
  }
  if (!first) await show(page, story);
  // A story shown at a phone's or tablet's width (`viewportGlobals`) is judged in a window of that size.
  const size = await page.evaluate(() => document.documentElement.dataset.storyViewport ?? '');
  if (size) {
    const [width, height] = size.split('x').map(Number);
    await page.setViewportSize({ width, height });
    await show(page, story, true);
  }
  // Lazy pieces (the QR encoder, keen-slider, a page's chunk) settle: no new resource for 150 ms.
  await page.evaluate(async () => {
    let count = -1;
    for (let i = 0; i < 20 && count !== performance.getEntriesByType('resource').length; i += 1) {
      count = performance.getEntriesByType('resource').length;
      await new Promise((done) => setTimeout(done, 150));
    }
    await document.fonts.ready;
  });
  const events = await page.evaluate(() => window.__portalStoryEvents);
  const errors = events.filter((event) => event.name !== 'storyRendered');
  // A story whose play function threw after a switch is judged once more in a fresh preview, as
  // it would open alone: what an earlier story left behind (a dialog still closing) is not its fault.
  if (errors.length > 0 && !again) {
    await page.setViewportSize(DEFAULT_SIZE);
    await load(page, theme, story);
    return judge(page, story, theme, true, true);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    // The a11y addon runs its own axe after each render: wait for it to finish.
    let result;
    for (let attempt = 0; !result; attempt += 1) {
      try {
        result = await window.axe.run(document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        });
      } catch (error) {
        if (attempt > 50 || !String(error).includes('already running')) throw error;
        await new Promise((done) => setTimeout(done, 100));
      }
    }
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`),
    }));
  });
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const failed = errors.length > 0 || blocking.length > 0;
  const lines = [`${failed ? '✗' : violations.length ? '!' : '✓'} ${story.id} [${theme}${size ? ` ${size}` : ''}]`];
  for (const error of errors) lines.push(`    ${error.name}: ${error.detail}`);
  for (const violation of violations) {
    lines.push(`    ${violation.impact} ${violation.id}: ${violation.help}`);
    for (const target of violation.targets) lines.push(`      ${target}`);
  }
  return { failed, lines };
}

// Each story in one theme, the two alternating down the list (one page per theme), so both themes
// are judged across the set in half the time of judging each story twice (the journeys judge whole
// pages in both themes); AXE_STORYBOOK_BOTH_THEMES=1 judges every story in both.
const themes = ['dark', 'light'];
const both = Boolean(process.env.AXE_STORYBOOK_BOTH_THEMES);
let failures = 0;
let runs = 0;
await Promise.all(
  themes.map(async (theme, t) => {
    const mine = both ? stories : stories.filter((_, i) => i % 2 === t);
    if (mine.length === 0) return;
    const page = await openPreview(theme, mine[0]);
    for (const [i, story] of mine.entries()) {
      const { failed, lines } = await judge(page, story, theme, i === 0);
      runs += 1;
      if (failed) failures += 1;
      console.log(lines.join('\n'));
    }
  }),
);

await browser.close();
server.close();
console.log(`${runs - failures}/${runs} story × theme runs without a serious or critical violation`);
process.exit(failures ? 1 : 0);
