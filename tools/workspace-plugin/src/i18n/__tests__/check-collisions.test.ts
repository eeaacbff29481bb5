import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const workspaceRoot = join(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const script = (name: string) => join(workspaceRoot, 'tools/i18n', name);

const HEADER = 'msgid ""\nmsgstr ""\n"Language: pt\\n"\n\n';

/** `<tmp>/<library>/<locale>/messages.po` for every entry; returns the catalogs' directories. */
function catalogs(files: Record<string, Record<string, string>>): string[] {
  const root = mkdtempSync(join(tmpdir(), 'i18n-collisions-'));
  return Object.entries(files).map(([library, locales]) => {
    for (const [locale, body] of Object.entries(locales)) {
      mkdirSync(join(root, library, locale), { recursive: true });
      writeFileSync(join(root, library, locale, 'messages.po'), HEADER + body);
    }
    return join(root, library);
  });
}

const check = (dirs: string[]) => spawnSync('node', [script('check-collisions.mjs'), ...dirs], { encoding: 'utf8' });

describe('tools/i18n/check-collisions.mjs (one runtime catalog per locale)', () => {
  it('fails on one msgid translated differently by two catalogs of a locale, naming msgid, locale and each translation', () => {
    const dirs = catalogs({
      shell: { pt: 'msgid "Deposit"\nmsgstr "Depositar"\n\nmsgid "Withdraw"\nmsgstr "Sacar"\n' },
      agent: { pt: 'msgid "Deposit"\nmsgstr "Depósito"\n\nmsgid "Withdraw"\nmsgstr "Sacar"\n' },
    });
    const result = check(dirs);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('pt: msgid "Deposit"');
    expect(result.stderr).toContain(`${dirs[0]}: "Depositar"`);
    expect(result.stderr).toContain(`${dirs[1]}: "Depósito"`);
    expect(result.stderr).not.toContain('Withdraw');
  });

  it('passes when the catalogs agree, or when the same English differs by msgctxt or by locale', () => {
    const dirs = catalogs({
      shell: {
        pt: 'msgid "Deposit"\nmsgstr "Depositar"\n\nmsgid "Account"\nmsgstr "Conta"\n',
        id: 'msgid "Account"\nmsgstr "Akun"\n',
      },
      member: {
        pt: 'msgid "Deposit"\nmsgstr "Depositar"\n\nmsgctxt "bank account"\nmsgid "Account"\nmsgstr "Conta bancária"\n',
        id: 'msgctxt "bank account"\nmsgid "Account"\nmsgstr "Rekening"\n\nmsgid "Account"\nmsgstr "Akun"\n',
      },
    });
    const result = check(dirs);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('compares messages within one msgctxt', () => {
    const dirs = catalogs({
      shell: { id: 'msgctxt "bank account"\nmsgid "Account"\nmsgstr "Rekening"\n' },
      member: { id: 'msgctxt "bank account"\nmsgid "Account"\nmsgstr "Akun bank"\n' },
    });
    const result = check(dirs);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('id: msgid "Account" (msgctxt "bank account")');
  });

  it('passes on the workspace catalogs of lingui.config.ts', () => {
    const result = spawnSync('node', [script('check-collisions.mjs')], { cwd: workspaceRoot, encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('tools/i18n/fill-po.mjs with a context', () => {
  it('fills a msgctxt message from its "<context>\\u0004<msgid>" key, and the plain message from its msgid', () => {
    const [dir] = catalogs({
      member: { pt: 'msgctxt "bank account"\nmsgid "Account"\nmsgstr ""\n\nmsgid "Account"\nmsgstr ""\n' },
    });
    const translations = join(dir, 'translations.json');
    writeFileSync(translations, JSON.stringify({ 'bank account\u0004Account': { pt: 'Conta bancária' }, Account: { pt: 'Conta' } }));
    const result = spawnSync('node', [script('fill-po.mjs'), dir, translations], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(readFileSync(join(dir, 'pt/messages.po'), 'utf8')).toContain(
      'msgctxt "bank account"\nmsgid "Account"\nmsgstr "Conta bancária"\n\nmsgid "Account"\nmsgstr "Conta"\n',
    );
  });
});
