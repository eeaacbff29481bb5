#!/usr/bin/env node
// Fills every still-untranslated message of every catalog of lingui.config.ts from the translations
// files (tools/i18n/translations/*.json), after `lingui extract` (e.g. once a merge has rebuilt the
// catalogs). Translations a catalog already has are kept. A message another catalog already
// translates gets that catalog's words, not the translations files' (all catalogs are merged into
// one at runtime: two wordings of one message id would collide, see tools/i18n/check-collisions.mjs).
//   node tools/i18n/fill-all.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePo } from './check-collisions.mjs';

const dir = 'tools/i18n/translations';
const merged = {};
for (const file of existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : []) {
  Object.assign(merged, JSON.parse(readFileSync(join(dir, file), 'utf8')));
}
const config = readFileSync('lingui.config.ts', 'utf8');
const projects = [...config.matchAll(/'((?:libs|apps)\/[^']+)'/g)].map((m) => m[1]);
// What the catalogs already say wins over the translations files (keys as fill-po.mjs reads them).
for (const project of projects) {
  for (const locale of ['pt', 'zh', 'id', 'th', 'vi']) {
    const path = join(project, 'src/locales', locale, 'messages.po');
    if (!existsSync(path)) continue;
    for (const { context, id, translation } of parsePo(readFileSync(path, 'utf8'))) {
      if (translation === '') continue;
      const key = context ? `${context}\u0004${id}` : id;
      merged[key] = { ...merged[key], [locale]: translation };
    }
  }
}
const tmp = join(mkdtempSync(join(tmpdir(), 'fill-all-')), 'all.json');
writeFileSync(tmp, JSON.stringify(merged));
for (const project of projects) {
  const locales = join(project, 'src/locales');
  if (!existsSync(locales)) continue;
  console.log(`== ${project}`);
  spawnSync('node', ['tools/i18n/fill-po.mjs', locales, tmp, '--only-missing'], { stdio: 'inherit' });
}
