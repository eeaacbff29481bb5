#!/usr/bin/env node
// `npm test`: what CI runs. Lint, typecheck, unit and component tests, every build, the i18n
// catalog check, the workspace Storybook's build (ui-kit, page-kit and every feature's screens),
// its axe pass (serious or critical violations fail) and its visual tests (every story's pictures
// against their baselines), then every Playwright journey (built portal + gateway) against the PT
// brand, and the brand smoke journey against every other brand.
// Installs Debian's Chromium and nginx with apt-get when they are missing and we are root.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', STORYBOOK_DISABLE_TELEMETRY: '1', NX_TUI: 'false' };
const started = Date.now();
const results = [];

function step(name, command, args, extraEnv = {}) {
  const t0 = Date.now();
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(0);
  results.push({ name, ok: status === 0, seconds });
  if (status !== 0) {
    summary();
    printJourneyFailures();
    console.error(`\n${name} failed.`);
    process.exit(status ?? 1);
  }
}

function summary() {
  console.log('\n=== npm test summary');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
  console.log(`total ${((Date.now() - started) / 1000).toFixed(0)}s`);
}

/** The journeys that failed, as apps/portal-e2e's failures reporter wrote them (one file per phase and brand). */
const journeyOutput = 'apps/portal-e2e/test-output';
const journeyFailureFiles = () => (existsSync(journeyOutput) ? readdirSync(journeyOutput).filter((f) => /^failures-.*\.txt$/.test(f)) : []);
function printJourneyFailures() {
  for (const file of journeyFailureFiles()) {
    const text = readFileSync(join(journeyOutput, file), 'utf8').trim();
    if (text) console.log(`\n=== failed journeys (${file})\n${text}`);
  }
}

/** Debian packages the checks run: Chromium for the journeys, nginx for the serving check. */
function ensureDebianPackages() {
  const missing = [
    ['chromium', '/usr/bin/chromium'],
    ['nginx', '/usr/sbin/nginx'],
  ].filter(([, binary]) => !existsSync(binary));
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.log(`Not root: ${missing.map(([name]) => name).join(', ')} must be installed by hand (apt-get install).`);
    return;
  }
  console.log(`Installing ${missing.map(([name]) => name).join(', ')} (Debian)…`);
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  const { status } = spawnSync('apt-get', ['install', '-y', '-qq', ...missing.map(([name]) => name)], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (status !== 0) console.error('apt-get install failed: the steps that need these packages will say so.');
}

const nx = (...args) => ['nx', ...args, '--outputStyle=static'];
ensureDebianPackages();
step('lint, typecheck, unit tests, builds', 'npx', nx('run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--parallel=2'));
step('bundle budget (JS before first render)', 'node', ['tools/scripts/check-bundle.mjs']);
step('serving: no source maps, nginx security headers', 'node', ['tools/scripts/check-serving.mjs']);
step('i18n catalogs complete', 'npx', nx('run', 'i18n:compile'));
step('Storybook build', 'npx', nx('run', 'storybook:build-storybook'));
step('Storybook axe pass (themes alternating)', 'npx', nx('run', 'storybook:a11y-storybook'));
// Every story's look at a phone's and a desktop's size in both themes against its baseline (docs/visual-tests.md).
step('Storybook visual tests (npm run visual:report shows the differences)', 'npx', nx('run', 'storybook:visual'));
for (const file of journeyFailureFiles()) rmSync(join(journeyOutput, file));
step('Playwright journeys', 'npx', nx('run', 'portal-e2e:e2e'));
// Every other brand (apps/portal-brand-<code>, built above): the brand smoke journey against its build.
const brands = readdirSync('apps')
  .filter((dir) => dir.startsWith('portal-brand-') && dir !== 'portal-brand-pt')
  .map((dir) => dir.slice('portal-brand-'.length));
for (const brand of brands) {
  step(`Brand smoke journey (${brand})`, 'npx', ['playwright', 'test', '-c', 'apps/portal-e2e/playwright.config.ts'], { BRAND: brand });
}
summary();
