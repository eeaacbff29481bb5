#!/usr/bin/env node
// Bundle budget (issue 18), run by `npm test` after the builds: the JavaScript each brand loads
// before it renders (entry + preloaded chunks, gzip) must stay within the budget. A size check,
// not a timed test. Usage: node tools/scripts/check-bundle.mjs [budgetKb]
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { initialJs } from './lib/initial-js.mjs';

// Just above where the start stands (132.1 KB on 2026-11-26, PT, with the start calls made before React renders; ±0.4 KB between builds from the minifier's naming; 136.8 before react-router's and
// stylis's production entries, the build-time brand check, the handover gate and footer on demand and the balance out of a guest's header; 140.8 before the maintenance and IP
// pages, the header's member part, the QR drawing and react-query's mutation observer left the start
// and the start code became one chunk; was 250.5): modals, overlays, sanitiser, QR codes, payload
// encryption, zod and the schemas, keen-slider and the chat load when needed. The floor of this
// stack is 90.8 KB (React, router, styled-components) and 105.7 KB with react-query, jotai and
// Lingui (`node tools/scripts/bundle-floor.mjs`); docs/product/performance.md says what is left.
const BUDGET_KB = Number(process.argv[2] ?? 133);
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
