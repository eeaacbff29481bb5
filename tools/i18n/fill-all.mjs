#!/usr/bin/env node
// Fills every still-untranslated message of every catalog of lingui.config.ts from the other
// catalogs, after `lingui extract` (e.g. once a merge has rebuilt the catalogs): the catalogs are the
// source of truth. Translations a catalog already has are kept; a message another catalog already
// translates gets that catalog's words (all catalogs are merged into one at runtime: two wordings of
// one message id would collide, see tools/i18n/check-collisions.mjs). New wording goes in first with
// `node tools/i18n/fill-po.mjs <lib>/src/locales <file.json>`; extra JSON files of the same shape
// ({ msgid: { pt, zh, id, th, vi } }) given here fill what no catalog translates yet.
//   node tools/i18n/fill-all.mjs [translations.json …]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parsePo } from './check-collisions.mjs';

const merged = {};
for (const file of process.argv.slice(2)) {
  Object.assign(merged, JSON.parse(readFileSync(file, 'utf8')));
}
const config = readFileSync('lingui.config.ts', 'utf8');
const projects = [...config.matchAll(/'((?:libs|apps)\/[^']+)'/g)].map((m) => m[1]);
// What the catalogs already say wins over the files given (keys as fill-po.mjs reads them).
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
