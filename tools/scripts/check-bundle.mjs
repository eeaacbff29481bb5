#!/usr/bin/env node
// Start bundle budget, run by `npm test` after the builds: the JavaScript each brand loads before
// it renders (index.html's entry and the chunks it preloads, gzip) must stay within the budget
// (130 KB; the aim is 125). A size check, not a timed test. What the start holds and why, and what
// loads on demand instead: docs/product/performance.md "The start bundle"; the floor of this
// stack: `node tools/scripts/bundle-floor.mjs`. The same source builds to the same size; a change
// moves the minifier's naming, and so a chunk's gzip size, by up to about 0.4 KB.
// Usage: node tools/scripts/check-bundle.mjs [budgetKb]
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { initialJs } from './lib/initial-js.mjs';

const BUDGET_KB = Number(process.argv[2] ?? 130);
const brands = existsSync('dist/apps') ? readdirSync('dist/apps').filter((d) => d.startsWith('portal-brand-')) : [];
if (brands.length === 0) {
  console.error('No brand build in dist/apps: build first.');
  process.exit(1);
}
let failed = false;
for (const brand of brands) {
  const { chunks, totalKb } = initialJs(join('dist/apps', brand));
  const over = totalKb > BUDGET_KB;
  failed ||= over;
  console.log(`${over ? 'OVER' : 'ok  '} ${brand}: ${totalKb} KB gzip before render (budget ${BUDGET_KB} KB)`);
  if (over) for (const c of [...chunks].sort((a, b) => b.gzip - a.gzip)) console.log(`       ${(c.gzip / 1024).toFixed(1)} KB ${c.file}`);
}
process.exit(failed ? 1 : 0);
