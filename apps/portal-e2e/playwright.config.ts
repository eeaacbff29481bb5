import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { E2E_FRAME_PORT, E2E_GATEWAY_PORT, E2E_PORTAL_PORT, OPERATOR_KEY } from './src/support/ports';

const workspaceRoot = join(fileURLToPath(new URL('.', import.meta.url)), '../..');
const outputRoot = join(workspaceRoot, 'apps/portal-e2e/test-output');
/** The brand under test (apps/portal-brand-<BRAND>): PT runs every journey, other brands the brand smoke journey. */
const BRAND = process.env['BRAND'] ?? 'pt';
const brandSuffix = BRAND === 'pt' ? '' : `-${BRAND}`;

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
export default defineConfig({
  testDir: './src/journeys',
  ...(BRAND === 'pt' ? {} : { testMatch: ['brand-smoke.spec.ts'] }),
  outputDir: join(outputRoot, `results${brandSuffix}`),
  fullyParallel: false,
  // One worker: journeys share one gateway, and some switch its global state (system status).
  workers: 1,
  retries: process.env['CI'] ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { outputFolder: join(outputRoot, 'report'), open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORTAL_PORT}`,
    viewport: { width: 1440, height: 900 },
    locale: BRAND === 'pt' ? 'pt-BR' : 'en-US',
    trace: 'retain-on-failure',
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
        SANDBOX_OPERATOR_KEY: OPERATOR_KEY,
      },
      stdout: 'pipe',
    },
    {
      command: `npx vite preview --config apps/portal-brand-${BRAND}/vite.config.ts --port ${E2E_PORTAL_PORT} --strictPort`,
      cwd: workspaceRoot,
      url: `http://127.0.0.1:${E2E_PORTAL_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      // The frame origin is the one place the preview's CSP lets frames come from (tools/serving/security-headers.mjs).
      env: {
        PORTAL_API_TARGET: `http://127.0.0.1:${E2E_GATEWAY_PORT}`,
        PORT: String(E2E_PORTAL_PORT),
        GATEWAY_FRAME_ORIGIN: `http://127.0.0.1:${E2E_FRAME_PORT}`,
      },
    },
  ],
});
