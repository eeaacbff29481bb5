/* global window, document, performance, KeyboardEvent, MutationObserver, setInterval, clearInterval, setTimeout, requestAnimationFrame, URL, process */
/**
 * What the passes over the built workspace Storybook share (the axe pass, axe-storybook.mjs, and
 * the visual tests, storybook/visual/): the build's stories, dist/storybook at one address,
 * Debian's Chromium, and one preview page that switches stories over Storybook's channel
 * (loading the preview's bundle for every story took most of a pass's time).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
/** The Storybook build the passes read: dist/storybook, or `STORYBOOK_DIR` (a build of one's own, in a checkout others build in too). */
export const storybookDir = resolve(workspaceRoot, process.env['STORYBOOK_DIR'] ?? 'dist/storybook');

/**
 * @typedef {{ id: string; title: string; name: string; importPath: string; type: string }} StoryEntry
 * @typedef {{ name: string; detail: string }} StoryEvent
 */

/** Fails with the command to run when there is no Storybook build. */
export function requireStorybookBuild() {
  if (!existsSync(join(storybookDir, 'index.json'))) {
    throw new Error(`No Storybook build in ${storybookDir}: run npx nx run storybook:build-storybook first.`);
  }
}

/**
 * Every story of the build whose id contains `filter`, in the index's order.
 * @param {string} [filter]
 * @returns {StoryEntry[]}
 */
export function readStories(filter = '') {
  requireStorybookBuild();
  const index = JSON.parse(readFileSync(join(storybookDir, 'index.json'), 'utf8'));
  return Object.values(index.entries).filter((entry) => entry.type === 'story' && entry.id.includes(filter));
}

/**
 * Where the pages find the build: one address, whichever run or worker opens it (a story that
 * shows its own address, an invitation link or its QR code, shows the same one every time), served
 * from dist/storybook by Playwright's routing, with no server and no port to collide on. The
 * address of `npx nx run storybook:storybook`, a secure context as it is.
 */
export const STORYBOOK_ORIGIN = 'http://localhost:4400';

/**
 * Answers a page's (or a browser context's) requests to STORYBOOK_ORIGIN from dist/storybook.
 * @param {import('@playwright/test').Page | import('@playwright/test').BrowserContext} target
 */
async function routeStorybook(target) {
  requireStorybookBuild();
  await target.route(`${STORYBOOK_ORIGIN}/**`, (route) => {
    const path = normalize(decodeURIComponent(new URL(route.request().url()).pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(storybookDir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(storybookDir) || !existsSync(file) || !statSync(file).isFile()) return route.fulfill({ status: 404 });
    return route.fulfill({ path: file });
  });
}

/**
 * Debian's Chromium (what the README installs and CI runs) when present, else Playwright's own
 * browser. No partial raster: a tile is drawn whole each time, so the edges of a rounded box come
 * out the same whatever was drawn there before (with it, a picture's antialiasing varied by a
 * shade between runs).
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const chromiumLaunchOptions = {
  ...(existsSync(DEBIAN_CHROMIUM) ? { executablePath: DEBIAN_CHROMIUM } : {}),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-partial-raster',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/**
 * The preview's address on a story with these globals (`theme:light;a11y.manual:!true`).
 * @param {StoryEntry} story
 * @param {string} globals
 */
const previewUrl = (story, globals) => `${STORYBOOK_ORIGIN}/iframe.html?id=${story.id}&viewMode=story&globals=${globals}`;

/**
 * Opens Storybook's preview on a page (its requests answered from dist/storybook, the channel's
 * story events listened to from the start) and waits for its first story.
 * @param {import('@playwright/test').Page} page
 * @param {StoryEntry} story
 * @param {string} globals
 */
export async function openPreview(page, story, globals) {
  await routeStorybook(page);
  trackRequests(page);
  await page.addInitScript(() => {
    const preview = /** @type {any} */ (window);
    preview.__portalStoryEvents = [];
    preview.__portalStoryDone = false;
    // When the page last changed (performance.now(): the fixed clock leaves it running), for `settle`.
    preview.__portalLastChange = 0;
    new MutationObserver(() => {
      preview.__portalLastChange = performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const timer = setInterval(() => {
      const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
      if (!channel) return;
      clearInterval(timer);
      for (const name of ['storyRendered', 'storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing']) {
        channel.on(name, (/** @type {any} */ payload) => {
          const events = preview.__portalStoryEvents;
          // A play function that throws is reported twice: as itself, then as the story's exception.
          if (name === 'storyThrewException' && events.some((/** @type {StoryEvent} */ event) => event.name === 'playFunctionThrewException')) return;
          events.push({ name, detail: typeof payload === 'string' ? payload : (payload?.message ?? payload?.description ?? payload?.title ?? '') });
          if (name === 'storyMissing') preview.__portalStoryDone = true;
        });
      }
      // The last event of every render, whatever happened in it (after the play function and its errors).
      channel.on('storyFinished', () => {
        preview.__portalStoryDone = true;
      });
    }, 1);
  });
  await loadPreview(page, story, globals);
}

/**
 * Loads the preview afresh on a story (the first one, or one to show again on a fresh page).
 * @param {import('@playwright/test').Page} page
 * @param {StoryEntry} story
 * @param {string} globals
 */
export async function loadPreview(page, story, globals) {
  await page.goto(previewUrl(story, globals));
  await page.waitForFunction(() => /** @type {any} */ (window).__portalStoryDone, null, { timeout: 60_000 });
}

/**
 * Shows a story (again, with `remount`) and waits for it to finish, at most `timeout` ms: its
 * render, its play function and what either threw. Whether it finished.
 *
 * The story opens as it would alone: the browser's storage is emptied first (as Vitest does after
 * each test), so what an earlier story kept there (a member's session, a dismissed banner) does
 * not change it.
 * @param {import('@playwright/test').Page} page
 * @param {StoryEntry} story
 * @param {{ remount?: boolean; timeout?: number }} [options]
 * @returns {Promise<boolean>}
 */
export async function showStory(page, story, { remount = false, timeout = 15_000 } = {}) {
  await page.evaluate(
    ({ id, remount }) => {
      const preview = /** @type {any} */ (window);
      preview.__portalStoryEvents = [];
      preview.__portalStoryDone = false;
      preview.sessionStorage.clear();
      preview.localStorage.clear();
      // How the page was last used (react-aria's keyboard or pointer modality, which decides
      // whether a focused control shows its focus ring) starts as it does on a fresh page, the
      // keyboard's, for every story: an earlier story's clicks must not change the next one's.
      for (const type of ['keydown', 'keyup']) preview.document.body.dispatchEvent(new KeyboardEvent(type, { key: 'F24', bubbles: true }));
      const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
      if (remount) channel.emit('forceRemount', { storyId: id });
      else channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
    },
    { id: story.id, remount },
  );
  return page
    .waitForFunction(() => /** @type {any} */ (window).__portalStoryDone, null, { timeout })
    .then(() => true)
    .catch(() => false);
}

/**
 * The story events since the story was shown (`storyRendered`, or an error).
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<StoryEvent[]>}
 */
export const storyEvents = (page) => page.evaluate(() => /** @type {any} */ (window).__portalStoryEvents);

/** How long a story's page must have neither changed nor fetched anything to count as settled. */
const QUIET_MS = 150;
/** The longest wait for a page to settle (a file that never arrives, a clock that ticks: the pass goes on). */
const SETTLE_LIMIT_MS = 15_000;

/** @type {WeakMap<import('@playwright/test').Page, { pending: number; last: number }>} */
const traffic = new WeakMap();

/**
 * Counts a page's requests in flight (Playwright's request events), for `settle`.
 * @param {import('@playwright/test').Page} page
 */
function trackRequests(page) {
  const state = { pending: 0, last: Date.now() };
  traffic.set(page, state);
  page.on('request', () => {
    state.pending += 1;
    state.last = Date.now();
  });
  const done = () => {
    state.pending = Math.max(0, state.pending - 1);
    state.last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits for a story to settle: two frames drawn (what the last change set going, an observer's
 * callback or an effect, has run), then neither a change to the page nor a request for 150 ms,
 * none in flight, then the fonts and images in use. A lazy piece (the QR encoder, keen-slider, a
 * page's chunk, a picture) is a chain of both (a render asks for a file, the file renders), so
 * the quiet counts from the last of either, not from the call: a story that is done is not held.
 * @param {import('@playwright/test').Page} page
 */
export async function settle(page) {
  const state = traffic.get(page) ?? { pending: 0, last: 0 };
  const start = Date.now();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  for (;;) {
    const sinceChange = await page.evaluate(() => performance.now() - /** @type {any} */ (window).__portalLastChange);
    const now = Date.now();
    if (state.pending === 0 && now - state.last >= QUIET_MS && sinceChange >= QUIET_MS) break;
    if (now - start >= SETTLE_LIMIT_MS) break;
    await new Promise((done) => setTimeout(done, 20));
  }
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
  });
}
