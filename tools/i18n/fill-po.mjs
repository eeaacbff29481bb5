#!/usr/bin/env node
// Fills translations into a project's Lingui catalogs.
//   node tools/i18n/fill-po.mjs <locales dir> <translations.json>
// translations.json: { "<source msgid>": { "pt": "…", "zh": "…", "id": "…", "th": "…", "vi": "…" } }
// A message with a Lingui context (msgctxt, e.g. t({ message: 'Account', context: 'bank account' })) is keyed
// "<context>\u0004<msgid>" (gettext's separator, written as \u0004 in the JSON): "bank account\u0004Account".
// A key without \u0004 only fills messages without a context.
// Only msgstr values of msgids present in the catalog are written; run `lingui extract` first.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const onlyMissing = args.includes('--only-missing');
const [dir, file] = args.filter((arg) => arg !== '--only-missing');
if (!dir || !file) {
  console.error('usage: fill-po.mjs <locales dir> <translations.json>');
  process.exit(2);
}
const translations = JSON.parse(readFileSync(file, 'utf8'));
const escape = (text) => text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const unescape = (text) => text.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');

let missing = 0;
for (const locale of ['pt', 'zh', 'id', 'th', 'vi']) {
  const path = join(dir, locale, 'messages.po');
  if (!existsSync(path)) continue;
  const lines = readFileSync(path, 'utf8').split('\n');
  for (let index = 0; index < lines.length; index++) {
    const match = /^msgid "(.*)"$/.exec(lines[index]);
    if (!match || match[1] === '') continue;
    const context = /^msgctxt "(.*)"$/.exec(lines[index - 1] ?? '');
    const id = context ? `${unescape(context[1])}\u0004${unescape(match[1])}` : unescape(match[1]);
    const next = lines[index + 1] ?? '';
    if (!next.startsWith('msgstr ')) continue;
    const text = translations[id]?.[locale];
    // --only-missing: leave every translation a catalog already has (another library's wording of
    // the same English text may differ, and journeys read the catalog's words).
    if (onlyMissing && next !== 'msgstr ""') continue;
    if (text === undefined) {
      if (next === 'msgstr ""') {
        missing++;
        console.warn(`${locale}: no translation for ${JSON.stringify(id)}`);
      }
      continue;
    }
    lines[index + 1] = `msgstr "${escape(text)}"`;
  }
  writeFileSync(path, lines.join('\n'));
}
console.log(missing ? `${missing} messages still untranslated` : 'all messages translated');
