/**
 * The capture (docs/visual-tests.md): every story of the built Storybook photographed at a phone's
 * and a desktop's size (and at a size the story declares, when that is neither), in one theme per
 * test, the two themes on two workers. One preview page per size switches stories over Storybook's
 * channel (storybook/scripts/storybook-preview.mjs) rather than loading the preview for each.
 *
 * A picture is taken when the story has rendered (its play function included), no request is in
 * flight nor was for 150 ms and the fonts and images are in; it is taken again until two in a row
 * are the same (one is enough when it equals its baseline).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test, type Browser, type Page } from '@playwright/test';
import { loadPreview, openPreview, settle, showStory, storyEvents, type StoryEntry } from '../scripts/storybook-preview.mjs';
import {
  actualDir,
  baselineDir,
  DESKTOP,
  manifestPath,
  PHONE,
  picturePath,
  sizeName,
  stories,
  THEMES,
  type CaptureManifest,
  type Size,
  type Theme,
  type VariantCapture,
} from './visual';

/** The clock every story sees (`Date.now()` in fixtures, "today" in date pickers): 1 Dec 2026, 10:00 UTC. Timers still run. */
const FIXED_TIME = new Date('2026-12-01T10:00:00Z');
/** The longest a story may take to render, its play function included (on a machine busy with other builds). */
const STORY_TIMEOUT = 60_000;
/** How often a picture is taken again, at most, waiting for two in a row to be the same. */
const MAX_SHOTS = 6;

test.describe.configure({ mode: 'parallel' });

for (const theme of THEMES) {
  test(`capture every story, ${theme} theme`, async ({ browser }) => {
    test.setTimeout(45 * 60_000);
    rmSync(manifestPath(theme), { force: true });
    const list = stories();
    const manifest: CaptureManifest = { chromium: browser.version(), theme, stories: {} };
    /** Stories that declare a size that is neither the phone's nor the desktop's (a small phone, a tablet). */
    const declared = new Map<string, Size>();
    for (const size of [DESKTOP, PHONE]) await capturePass(browser, theme, size, list, manifest, declared);
    for (const key of new Set([...declared.values()].map(sizeName))) {
      const size = [...declared.values()].find((candidate) => sizeName(candidate) === key) as Size;
      const own = list.filter((story) => declared.get(story.id) && sizeName(declared.get(story.id) as Size) === key);
      await capturePass(browser, theme, size, own, manifest, declared);
    }
    mkdirSync(dirname(manifestPath(theme)), { recursive: true });
    writeFileSync(manifestPath(theme), JSON.stringify(manifest, null, 2));
  });
}

/** Photographs `list` at one size in one theme, on one preview page. */
async function capturePass(browser: Browser, theme: Theme, size: Size, list: StoryEntry[], manifest: CaptureManifest, declared: Map<string, Size>) {
  if (list.length === 0) return;
  // A phone (and any size but the desktop's) is a touch screen: `(pointer: coarse)` layouts, as a
  // player's phone. Not Chromium's mobile emulation: it zooms out of a page wider than the phone.
  const touch = sizeName(size) !== 'desktop';
  const context = await browser.newContext({
    viewport: size,
    screen: size,
    deviceScaleFactor: 1,
    hasTouch: touch,
    // Nothing moves by itself: no autoplay, no pulsing placeholder (the axe pass judges the same way).
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
    locale: 'en-US',
  });
  await context.clock.setFixedTime(FIXED_TIME);
  await context.addInitScript(stopMotion);
  const page = await context.newPage();
  const globals = `theme:${theme};a11y.manual:!true`;
  const variant = `${sizeName(size)}-${theme}`;
  await openPreview(page, list[0], globals);
  await loadEveryFont(page);
  for (const [index, story] of list.entries()) {
    const shown = index === 0 || (await showStory(page, story, { timeout: STORY_TIMEOUT }));
    let errors = (await storyEvents(page)).filter((event) => event.name !== 'storyRendered');
    const mark = await page.evaluate(() => document.documentElement.dataset['storyViewport'] ?? '');
    const [markWidth, markHeight] = mark.split('x').map(Number);
    const own = mark ? { width: markWidth, height: markHeight } : undefined;
    if (own && !['phone', 'desktop'].includes(sizeName(own))) declared.set(story.id, own);
    // A story that did not render or whose play function stopped after a switch is shown once
    // more in a fresh preview, as it would open alone: what an earlier story left behind (an
    // overlay still counted as open, a timer) is not its fault, and a play function that stopped
    // on a busy machine would leave a picture of that moment. What still stops there stops
    // every time (a phone's play function at the desktop's size).
    if (errors.length > 0) {
      await loadPreview(page, story, globals);
      await loadEveryFont(page);
      errors = (await storyEvents(page)).filter((event) => event.name !== 'storyRendered');
    }
    await settle(page);
    const entry = (manifest.stories[story.id] ??= { variants: {} });
    const renderError = errors.find((event) => event.name !== 'playFunctionThrewException');
    if (renderError) entry.error = `${renderError.name}: ${firstLine(renderError.detail)}`;
    if (!shown) entry.error = `the story did not finish rendering (its play function included) in ${STORY_TIMEOUT / 1000} s`;
    const [component, file] = picturePath(story.id, variant);
    const baselinePath = join(baselineDir, component, file);
    const baseline = existsSync(baselinePath) ? readFileSync(baselinePath) : undefined;
    const { png, unstable } = await photograph(page, baseline);
    const capture: VariantCapture = {};
    const playError = errors.find((event) => event.name === 'playFunctionThrewException');
    if (playError) capture.playError = firstLine(playError.detail);
    if (unstable) capture.unstable = true;
    writePicture(join(actualDir, component, file), png);
    entry.variants[variant] = capture;
  }
  await context.close();
}

/**
 * Every animation and transition ends at once, as under the kit's own reduced-motion rule but with
 * no exception (the spinner still turns there): a picture never catches one midway, on the page or
 * on the compositor. Their end events still fire, for the components that wait for them.
 */
function stopMotion() {
  const style = document.createElement('style');
  style.textContent = `*, *::before, *::after {
    animation-duration: 0.01ms !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important; transition-delay: 0s !important;
  }`;
  document.documentElement.append(style);
}

/** Every face the stylesheets declare, loaded before the first picture (a face is otherwise fetched when text first needs it). */
async function loadEveryFont(page: Page) {
  await page.evaluate(async () => {
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
  });
}

/** The tallest picture: a story longer than this is cut (a list that never ends). */
const MAX_HEIGHT = 8000;

/**
 * Takes the story's picture until two in a row are the same (or one equals the baseline): the
 * PNG bytes Chromium encodes are the same for the same pixels. A story taller than the window is
 * photographed in a window made as tall as the story (as a long page is seen scrolling through it;
 * fixed bars sit at its end), every picture of it, then the window is put back.
 */
async function photograph(page: Page, baseline: Buffer | undefined): Promise<{ png: Buffer; unstable: boolean }> {
  const window = page.viewportSize() as Size;
  const { bottom } = await measure(page);
  if (bottom > window.height) {
    await page.setViewportSize({ width: window.width, height: Math.min(bottom, MAX_HEIGHT) });
    await settle(page);
  }
  try {
    let previous = await shoot(page);
    if (baseline?.equals(previous)) return { png: previous, unstable: false };
    for (let shot = 1; shot < MAX_SHOTS; shot += 1) {
      await settle(page);
      const next = await shoot(page);
      if (next.equals(previous)) return { png: next, unstable: false };
      previous = next;
    }
    return { png: previous, unstable: true };
  } finally {
    if (bottom > window.height) await page.setViewportSize(window);
  }
}

/**
 * One picture, cropped to what the story shows: its root (with what overflows it below), the
 * dialogs, popovers and toasts portalled to <body>, and fixed layers (a drawer, a backdrop: the
 * window), never wider nor taller than the window (what overflows sideways is off the screen).
 */
async function shoot(page: Page): Promise<Buffer> {
  return screenshot(page, await measure(page), page.viewportSize() as Size);
}

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A picture of `box` cut to the window. */
function screenshot(page: Page, box: Box, window: Size) {
  const right = Math.min(box.right, window.width);
  const bottom = Math.min(box.bottom, window.height);
  const clip = { x: box.left, y: box.top, width: Math.max(1, right - box.left), height: Math.max(1, bottom - box.top) };
  return page.screenshot({ clip, animations: 'disabled', caret: 'hide', scale: 'css' });
}

/** What the story shows, in whole pixels of the page (see `shoot`). */
function measure(page: Page): Promise<Box> {
  return page.evaluate(() => {
    window.scrollTo(0, 0);
    const boxes: { left: number; top: number; right: number; bottom: number }[] = [];
    const add = (element: Element) => {
      const box = element.getBoundingClientRect();
      // A visually hidden element (a live region: 1 px, clipped) shows nothing, nor one put off the
      // page to measure text (a chart's).
      if (box.width <= 1 || box.height <= 1 || box.right <= 0 || box.bottom <= 0) return;
      if (getComputedStyle(element).visibility !== 'hidden') boxes.push(box);
    };
    const root = document.getElementById('storybook-root') as HTMLElement;
    const rootBox = root.getBoundingClientRect();
    boxes.push({
      left: rootBox.left,
      top: rootBox.top,
      right: rootBox.left + Math.max(rootBox.width, 1),
      bottom: rootBox.top + Math.max(rootBox.height, root.scrollHeight, 1),
    });
    for (const element of root.querySelectorAll('*')) if (getComputedStyle(element).position === 'fixed') add(element);
    for (const layer of document.body.children) {
      // Storybook's own layers (its loader, error display, highlights) are not the story's.
      if (layer === root || layer.matches('script, style, [id^="storybook-"], [class^="sb-"], [class*=" sb-"]')) continue;
      add(layer);
      for (const element of layer.querySelectorAll('*')) add(element);
    }
    return {
      left: Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.left)))),
      top: Math.max(0, Math.floor(Math.min(...boxes.map((box) => box.top)))),
      right: Math.ceil(Math.max(...boxes.map((box) => box.right))),
      bottom: Math.ceil(Math.max(...boxes.map((box) => box.bottom))),
    };
  });
}

function writePicture(path: string, png: Buffer) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, png);
}

const firstLine = (text: string) => text.split('\n')[0].slice(0, 300);
