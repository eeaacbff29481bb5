import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/storybook-preview.mjs';
import { outputDir, updating } from './visual';

/**
 * Visual tests of every story of the built Storybook (docs/visual-tests.md): project `capture`
 * photographs them (one worker per theme), project `stories` compares each story's pictures with
 * its baselines. `npx nx run storybook:visual` (in `npm test`); `npm run visual:update` accepts
 * what the stories look like now; `npm run visual:report` opens the report.
 */
export default defineConfig({
  testDir: '.',
  outputDir: join(outputDir, 'results'),
  snapshotPathTemplate: '{testDir}/__baselines__/{arg}{ext}',
  fullyParallel: true,
  workers: Number(process.env['VISUAL_WORKERS'] ?? 2),
  // A picture that changes between two runs is a failure to fix at its cause, never a retry.
  retries: 0,
  forbidOnly: true,
  // Baselines are written in update mode only (npm run visual:update): those that differ beyond the
  // threshold below, and the missing ones; never by a failing run.
  updateSnapshots: updating ? 'changed' : 'none',
  expect: {
    // Per pixel, Playwright's colour distance (0–1) below which two pixels count as the same; a
    // picture fails when more than 8 pixels differ beyond it (antialiasing noise stays under it;
    // a moved edge, a changed colour or a letter does not).
    toMatchSnapshot: { threshold: 0.2, maxDiffPixels: 8 },
  },
  reporter: [[process.env['CI'] ? 'dot' : 'line'], ['html', { outputFolder: join(outputDir, 'report'), open: 'never' }]],
  use: { launchOptions: chromiumLaunchOptions },
  projects: [
    { name: 'capture', testMatch: 'capture.setup.ts' },
    { name: 'stories', testMatch: 'stories.spec.ts', dependencies: ['capture'] },
  ],
});
