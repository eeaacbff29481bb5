import { ERROR_KEY } from '@portal/api-contract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_KIND_MESSAGES } from '../constants/ERROR_KIND_MESSAGES';
import { ERROR_MESSAGES } from '../constants/ERROR_MESSAGES';
import { UNKNOWN_ERROR_MESSAGE } from '../constants/UNKNOWN_ERROR_MESSAGE';

const LOCALES = ['pt', 'en', 'zh', 'id', 'th', 'vi'] as const;
const KINDS = ['business', 'validation', 'auth', 'throttled', 'conflict', 'network', 'server', 'malformed', 'timeout'] as const;

/** msgid → msgstr of an extracted catalog (single-line entries, as the extractor writes them). */
function readCatalog(locale: string): Map<string, string> {
  const text = readFileSync(join(__dirname, '../../../locales', locale, 'messages.po'), 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm)) entries.set(match[1], match[2]);
  return entries;
}

describe('the error map', () => {
  it('has a message for every key of the contract', () => {
    for (const key of Object.values(ERROR_KEY)) expect(ERROR_MESSAGES[key]?.message, key).toBeTruthy();
    for (const kind of KINDS) expect(ERROR_KIND_MESSAGES[kind]?.message, kind).toBeTruthy();
  });

  it.each(LOCALES)('every message is translated in %s', (locale) => {
    const catalog = readCatalog(locale);
    const descriptors = [...Object.values(ERROR_MESSAGES), ...Object.values(ERROR_KIND_MESSAGES), UNKNOWN_ERROR_MESSAGE];
    const missing = descriptors.map((descriptor) => descriptor.message ?? '').filter((message) => !catalog.get(message));
    expect(missing).toEqual([]);
  });
});
