#!/usr/bin/env node
// Fills every still-untranslated message of every catalog of lingui.config.ts from the translations
// files (tools/i18n/translations/*.json), after `lingui extract` (e.g. once a merge has rebuilt the
// catalogs). Translations a catalog already has are kept.
//   node tools/i18n/fill-all.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dir = 'tools/i18n/translations';
const merged = {};
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  Object.assign(merged, JSON.parse(readFileSync(join(dir, file), 'utf8')));
}
const tmp = join(mkdtempSync(join(tmpdir(), 'fill-all-')), 'all.json');
writeFileSync(tmp, JSON.stringify(merged));
const config = readFileSync('lingui.config.ts', 'utf8');
const projects = [...config.matchAll(/'((?:libs|apps)\/[^']+)'/g)].map((m) => m[1]);
for (const project of projects) {
  const locales = join(project, 'src/locales');
  if (!existsSync(locales)) continue;
  console.log(`== ${project}`);
  spawnSync('node', ['tools/i18n/fill-po.mjs', locales, tmp, '--only-missing'], { stdio: 'inherit' });
}
