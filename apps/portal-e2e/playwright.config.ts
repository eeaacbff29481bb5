import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CDN_ORIGIN, E2E_CDN_PORT, E2E_FRAME_PORT, E2E_GATEWAY_PORT, E2E_PORTAL_PORT, OPERATOR_KEY } from './src/support/ports';

const workspaceRoot = join(fileURLToPath(new URL('.', import.meta.url)), '../..');
/** Where results, reports and axe verdicts go (`E2E_OUTPUT_DIR` keeps two runs on one machine apart). */
const outputRoot = process.env['E2E_OUTPUT_DIR'] ?? join(workspaceRoot, 'apps/portal-e2e/test-output');
/** The brand under test (apps/portal-brand-<BRAND>): PT runs every journey, other brands the brand smoke journey. */
const BRAND = process.env['BRAND'] ?? 'pt';
const brandSuffix = BRAND === 'pt' ? '' : `-${BRAND}`;

/**
 * Where this run's workers share the axe verdicts of the page shapes they judged (support/axe.ts).
 * Set once, by the runner (workers inherit it): one fresh directory per run, so no verdict outlives
 * the build it was made on.
 */
if (!process.env['E2E_AXE_JUDGED_DIR']) {
  const judgedRoot = join(outputRoot, `axe-judged${brandSuffix}`);
  rmSync(judgedRoot, { recursive: true, force: true });
  process.env['E2E_AXE_JUDGED_DIR'] = join(judgedRoot, `${process.pid}-${Date.now()}`);
}

/** Debian's Chromium when present (CI, this machine), Playwright's own browser otherwise. */
const debianChromium = '/usr/bin/chromium';
const launchOptions = existsSync(debianChromium)
  ? {
      executablePath: debianChromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    }
  : {};

/**
 * Journeys against the built PT portal (vite preview of dist/) and a fresh sandbox gateway with
 * its own database, on ports of their own so a running `npm start` is not disturbed.
 */
/**
 * Journeys that switch the gateway's global state (system status, feature switches, settings,
 * unscoped fault injection, the sandbox clock): they run alone, after the others (project
 * `global-state`). Every other journey creates its own members and may run beside another one
 * (project `journeys`); fault injection scoped to the journey's browser context (the `faults`
 * fixture: resilience*.spec.ts) is not global state.
 */
const GLOBAL_STATE = [
  'auth-access.spec.ts',
  'auth-switches.spec.ts',
  'shell-chat.spec.ts',
  'system-status.spec.ts',
  'responsible-gaming.spec.ts',
  'rg-person.spec.ts',
  'platform-services.spec.ts',
];

/**
 * The journeys that differ on a phone (`phone-*.spec.ts`, project `phone`): Chromium as a touch
 * phone of 390×844 CSS px (a Pixel's user agent, touch and mobile viewport emulation). Only these run
 * at that size; the rest of the suite is the desktop's (docs/product/phone-layout.md).
 */
const PHONE_JOURNEYS = ['phone-*.spec.ts'];
// Device pixel ratio 1: layouts and touch are the phone's; a ratio of 2 rasterised four times the
// pixels in software on every frame of every phone journey, for sharper screenshots only.
const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, deviceScaleFactor: 1 };

export default defineConfig({
  testDir: './src/journeys',
  outputDir: join(outputRoot, `results${brandSuffix}`),
  fullyParallel: false,
  // `npm test` runs the `journeys` project with E2E_WORKERS=2, then `global-state` with one worker
  // (apps/portal-e2e/project.json); a run of both projects at once keeps one worker.
  workers: Number(process.env['E2E_WORKERS'] ?? 1),
  projects:
    BRAND === 'pt'
      ? [
          { name: 'journeys', testIgnore: [...GLOBAL_STATE, ...PHONE_JOURNEYS] },
          { name: 'phone', testMatch: PHONE_JOURNEYS, use: { ...PHONE, launchOptions } },
          { name: 'global-state', testMatch: GLOBAL_STATE, workers: 1 },
        ]
      : [{ name: 'brand', testMatch: ['brand-smoke.spec.ts'] }],
  // No retry turns a failure green: a journey that fails once fails the gate, and a retry (when
  // one is asked for on the command line) that passes is still reported as a failure.
  retries: 0,
  failOnFlakyTests: true,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: join(outputRoot, `report${process.env['E2E_PHASE'] ? `-${process.env['E2E_PHASE']}` : ''}`), open: 'never' }],
    ['./src/support/failures-reporter.ts', { outputFile: join(outputRoot, `failures-${process.env['E2E_PHASE'] ?? 'run'}${brandSuffix}.txt`) }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTAL_PORT}`,
    viewport: { width: 1440, height: 900 },
    locale: BRAND === 'pt' ? 'pt-BR' : 'en-US',
    // Recording a trace for every test (a screencast and DOM snapshots at each action) kept the
    // browser's compositor busy for the whole run; a failure is kept with its screenshot.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  webServer: [
    {
      command: 'node tools/scripts/e2e-gateway.mjs',
      cwd: workspaceRoot,
      url: `http://127.0.0.1:${E2E_GATEWAY_PORT}/wps/system/status`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        GATEWAY_PORT: String(E2E_GATEWAY_PORT),
        GATEWAY_FRAME_PORT: String(E2E_FRAME_PORT),
        GATEWAY_FRAME_ORIGIN: `http://127.0.0.1:${E2E_FRAME_PORT}`,
        GATEWAY_CDN_PORT: String(E2E_CDN_PORT),
        SANDBOX_OPERATOR_KEY: OPERATOR_KEY,
      },
      stdout: 'pipe',
    },
    {
      // `E2E_PORTAL_DIST`: serve a copy of the build, so a rebuild during the run cannot pull files from under it.
      command: `npx vite preview --config apps/portal-brand-${BRAND}/vite.config.ts --port ${E2E_PORTAL_PORT} --strictPort${process.env['E2E_PORTAL_DIST'] ? ` --outDir ${process.env['E2E_PORTAL_DIST']}` : ''}`,
      cwd: workspaceRoot,
      url: `http://127.0.0.1:${E2E_PORTAL_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      // The frame origin and the CDN stand-in are the places the preview's CSP lets frames (and plain-http
      // images) come from (tools/serving/security-headers.mjs).
      env: {
        PORTAL_API_TARGET: `http://127.0.0.1:${E2E_GATEWAY_PORT}`,
        PORT: String(E2E_PORTAL_PORT),
        GATEWAY_FRAME_ORIGIN: `http://127.0.0.1:${E2E_FRAME_PORT}`,
        GATEWAY_CDN_ORIGIN: CDN_ORIGIN,
      },
    },
  ],
});
