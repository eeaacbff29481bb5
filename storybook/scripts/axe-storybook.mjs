#!/usr/bin/env node
/* global window, document, console, process, setTimeout */
/**
 * Axe pass over every story of the built workspace Storybook (each in one theme, the themes
 * alternating; both with AXE_STORYBOOK_BOTH_THEMES=1): opens each story of dist/storybook in
 * Chromium (storybook-preview.mjs), waits for its play function, runs
 * axe-core (WCAG 2.x A + AA) and fails on a serious or critical violation (or a story that
 * throws); moderate and minor ones are listed as warnings (docs/product/display-and-platform.md,
 * accessibility). `npm test` runs it after the Storybook build (nx run storybook:a11y-storybook).
 *
 * Chromium: /usr/bin/chromium when present (Debian), else Playwright's own browser.
 * Usage: node storybook/scripts/axe-storybook.mjs [storyIdFilter]
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromiumLaunchOptions, loadPreview, openPreview, readStories, settle, showStory, storyEvents, workspaceRoot } from './storybook-preview.mjs';

const require = createRequire(join(workspaceRoot, 'package.json'));
const { chromium } = require('@playwright/test');
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let stories;
try {
  stories = readStories(process.argv[2] ?? '');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const browser = await chromium.launch(chromiumLaunchOptions);
/** The window of a story that names no viewport. */
const DEFAULT_SIZE = { width: 1280, height: 800 };

/**
 * One page per theme, each loading Storybook's preview once and switching stories over its channel
 * (storybook-preview.mjs). The a11y addon's own automatic run is off (`a11y.manual`): this pass
 * runs axe itself, once.
 */
const globalsOf = (theme) => `theme:${theme};a11y.manual:!true`;
async function openThemePage(theme, firstStory) {
  const page = await browser.newPage({ viewport: DEFAULT_SIZE, reducedMotion: 'reduce' });
  await openPreview(page, firstStory, globalsOf(theme));
  return page;
}

/** Shows one story, waits for it (play function included) and runs axe: the lines to print and whether it fails. */
async function judge(page, story, theme, first, again = false) {
  if (page.viewportSize()?.width !== DEFAULT_SIZE.width) {
    await page.setViewportSize(DEFAULT_SIZE);
    first = false;
  }
  if (!first) await showStory(page, story);
  // A story shown at a phone's or tablet's width (`viewportGlobals`) is judged in a window of that size.
  const size = await page.evaluate(() => document.documentElement.dataset.storyViewport ?? '');
  if (size) {
    const [width, height] = size.split('x').map(Number);
    await page.setViewportSize({ width, height });
    await showStory(page, story, { remount: true });
  }
  await settle(page);
  const events = await storyEvents(page);
  const errors = events.filter((event) => event.name !== 'storyRendered');
  // A story whose play function threw after a switch is judged once more in a fresh preview, as
  // it would open alone: what an earlier story left behind (a dialog still closing) is not its fault.
  if (errors.length > 0 && !again) {
    await page.setViewportSize(DEFAULT_SIZE);
    await loadPreview(page, story, globalsOf(theme));
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
    const page = await openThemePage(theme, mine[0]);
    for (const [i, story] of mine.entries()) {
      const { failed, lines } = await judge(page, story, theme, i === 0);
      runs += 1;
      if (failed) failures += 1;
      console.log(lines.join('\n'));
    }
  }),
);

await browser.close();
console.log(`${runs - failures}/${runs} story × theme runs without a serious or critical violation`);
process.exit(failures ? 1 : 0);
