/**
 * The journeys' gate: a journey that fails once fails `npm test`, even when a retry would pass it.
 * The portal's Playwright config asks for no retry and fails the run on a flaky test; this test
 * runs Playwright with that config's two settings on a journey that fails on its first try and
 * passes on its second, with a retry forced on the command line, and expects the run to fail.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const workspaceRoot = join(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
// Inside the workspace (tmp/ is ignored by git), where Playwright resolves from the workspace's packages.
mkdirSync(join(workspaceRoot, 'tmp'), { recursive: true });
const scratch = mkdtempSync(join(workspaceRoot, 'tmp', 'flaky-journey-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function journeyConfig() {
  // The config's own run directory for axe verdicts is set up only when this is unset.
  process.env['E2E_AXE_JUDGED_DIR'] ??= join(scratch, 'axe');
  const path = join(workspaceRoot, 'apps/portal-e2e/playwright.config.ts');
  return ((await import(path)) as { default: { retries?: number; failOnFlakyTests?: boolean } }).default;
}

describe('the journeys gate', () => {
  it('asks for no retry and fails a run with a flaky journey', async () => {
    const config = await journeyConfig();
    expect(config.retries).toBe(0);
    expect(config.failOnFlakyTests).toBe(true);
  });

  it('fails a journey that passes only on its retry', async () => {
    const { retries, failOnFlakyTests } = await journeyConfig();
    writeFileSync(
      join(scratch, 'flaky.spec.ts'),
      `import { test, expect } from '@playwright/test';
test('fails first, passes on its retry', () => { expect(test.info().retry).toBe(1); });
`,
    );
    writeFileSync(
      join(scratch, 'playwright.config.ts'),
      `export default ${JSON.stringify({ testDir: scratch, outputDir: join(scratch, 'results'), retries, failOnFlakyTests, reporter: 'line' })};\n`,
    );
    const run = spawnSync('npx', ['playwright', 'test', '-c', join(scratch, 'playwright.config.ts'), '--retries=1'], {
      cwd: workspaceRoot,
      encoding: 'utf8',
    });
    expect(`${run.stdout}${run.stderr}`).toMatch(/1 flaky/);
    expect(run.status).not.toBe(0);
  });
});
