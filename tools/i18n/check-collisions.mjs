#!/usr/bin/env node
// Refuses two catalogs that translate the same message differently for the same locale.
//   node tools/i18n/check-collisions.mjs                  every catalog of lingui.config.ts
//   node tools/i18n/check-collisions.mjs <dir> <dir> …    these catalogs (<dir>/<locale>/messages.po)
// At runtime every library's compiled catalog is merged into ONE message map per locale
// (libs/i18n loadMessages), keyed by the message id: the hash of msgid + msgctxt. Two libraries
// with the same msgid (and context) but different msgstr would silently overwrite each other:
// whichever catalog is merged last wins, in the other library's screens too. Either use one
// translation in both catalogs, or give the messages a Lingui `context` so their ids differ.
// See docs/product/translations.md. Exits 1 and names msgid, locale, every library and its
// translation when it finds one.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const unquote = (text) => text.replace(/\\(.)/g, (_, char) => ({ n: '\n', t: '\t', r: '\r', '"': '"', '\\': '\\' })[char] ?? char);

/** The entries of a .po file: `{ context, id, translation }` (msgctxt, msgid, msgstr; the header skipped). */
export function parsePo(text) {
  const entries = [];
  let entry = {};
  let field = null;
  const flush = () => {
    if (entry.msgid) entries.push({ context: entry.msgctxt ?? '', id: entry.msgid, translation: entry.msgstr ?? '' });
    entry = {};
    field = null;
  };
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) {
      if (line === '' && entry.msgid !== undefined) flush();
      continue;
    }
    const keyword = /^(msgctxt|msgid|msgid_plural|msgstr(?:\[\d+\])?)\s+"(.*)"$/.exec(line);
    if (keyword) {
      const [, name, value] = keyword;
      // A msgctxt or msgid after a msgstr starts the next entry (entries not separated by a blank line).
      if ((name === 'msgctxt' || name === 'msgid') && entry.msgstr !== undefined) flush();
      field = name === 'msgstr[0]' ? 'msgstr' : name;
      entry[field] = unquote(value);
    } else if (/^"(.*)"$/.test(line) && field) {
      entry[field] += unquote(line.slice(1, -1));
    }
  }
  flush();
  return entries;
}

/**
 * Same message id, different translations, same locale.
 * catalogs: `[{ name, locales: { [locale]: poText } }]`.
 * Returns `[{ locale, context, id, translations: [{ name, translation }] }]` (every catalog that has the message).
 */
export function findCollisions(catalogs) {
  const byKey = new Map();
  for (const { name, locales } of catalogs) {
    for (const [locale, text] of Object.entries(locales)) {
      for (const { context, id, translation } of parsePo(text)) {
        // An empty msgstr falls back to the source text at runtime: not a translation to compare.
        if (translation === '') continue;
        const key = `${locale}\u0000${context}\u0004${id}`;
        if (!byKey.has(key)) byKey.set(key, { locale, context, id, translations: [] });
        byKey.get(key).translations.push({ name, translation });
      }
    }
  }
  return [...byKey.values()]
    .filter(({ translations }) => new Set(translations.map((t) => t.translation)).size > 1)
    .sort((a, b) => a.locale.localeCompare(b.locale) || a.id.localeCompare(b.id) || a.context.localeCompare(b.context));
}

/** One collision as the report prints it. */
export function formatCollision({ locale, context, id, translations }) {
  const head = `${locale}: msgid ${JSON.stringify(id)}${context ? ` (msgctxt ${JSON.stringify(context)})` : ''}`;
  return [head, ...translations.map(({ name, translation }) => `    ${name}: ${JSON.stringify(translation)}`)].join('\n');
}

/** `<dir>/<locale>/messages.po` for every locale directory under dir. */
function readCatalog(dir) {
  const locales = {};
  for (const locale of existsSync(dir) ? readdirSync(dir) : []) {
    const path = join(dir, locale, 'messages.po');
    if (existsSync(path)) locales[locale] = readFileSync(path, 'utf8');
  }
  return locales;
}

function main() {
  let dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    const config = readFileSync('lingui.config.ts', 'utf8');
    dirs = [...config.matchAll(/'((?:libs|apps)\/[^']+)'/g)].map((m) => join(m[1], 'src/locales'));
  }
  const catalogs = dirs.map((dir) => ({ name: dir.replace(/\/src\/locales\/?$/, ''), locales: readCatalog(dir) }));
  const collisions = findCollisions(catalogs);
  if (collisions.length === 0) {
    console.log(`i18n: no translation collisions between ${catalogs.length} catalogs`);
    return;
  }
  console.error(
    `i18n: ${collisions.length} message(s) translated differently by two catalogs of the same locale.\n` +
      'All catalogs are merged into one at runtime, so one translation would replace the other everywhere.\n' +
      'Use one translation in both catalogs, or give the messages different Lingui contexts (docs/product/translations.md).\n',
  );
  for (const collision of collisions) console.error(formatCollision(collision));
  process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) main();
