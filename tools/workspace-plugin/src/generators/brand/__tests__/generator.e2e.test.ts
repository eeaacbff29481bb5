import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The README's "Make a new brand", proven: its very command (read from README.md) runs in a temporary copy
 * of the workspace (the files git would commit: tracked and new non-ignored files, never ignored
 * ones; node_modules symlinked), then the new brand's lint, typecheck, tests and build run there.
 */
const workspaceRoot = join(dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_SKIP_NX_CACHE: 'true', NX_TUI: 'false', CI: 'true' };

function workspaceFiles(): string[] {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: workspaceRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
  const deleted = new Set(git('ls-files', '--deleted'));
  return git('ls-files', '--cached', '--others', '--exclude-standard').filter(
    (path) => !deleted.has(path) && path !== 'node_modules' && !path.startsWith('node_modules/'),
  );
}

function snapshot(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name === 'node_modules' || name === '.nx' || name === 'dist') continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(root, path), createHash('sha1').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(root);
  return files;
}

/** Splits a shell command line: spaces separate words, single or double quotes group them. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  for (const match of line.matchAll(/(?:[^\s'"]+|'[^']*'|"[^"]*")+/g)) words.push(match[0].replace(/'([^']*)'|"([^"]*)"/g, '$1$2'));
  return words;
}

/** The generator command of the README's "Make a new brand" (after `npx nx`), and what it asks for. */
function readmeCommand() {
  const readme = readFileSync(join(workspaceRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Make a new brand'));
  const block = section.slice(section.indexOf('```bash') + 7, section.indexOf('```', section.indexOf('```bash') + 7));
  const line = block
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .find((l) => l.startsWith('npx nx g '))!;
  const args = shellWords(line).slice(2);
  const option = (key: string) => args.find((a) => a.startsWith(`--${key}=`))?.slice(key.length + 3);
  const languages = option('languages') ?? 'pt';
  return { args, code: args[2]!, name: option('name')!, defaultLanguage: option('defaultLanguage') ?? languages.split(',')[0]! };
}

const copy = mkdtempSync(join(tmpdir(), 'portal-brand-generator-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('brand generator in a copy of the workspace', () => {
  it("runs the README's command: the new brand's lint, typecheck, tests and build pass, and only its own folder changed", () => {
    const files = workspaceFiles();
    for (const path of files) {
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      cpSync(join(workspaceRoot, path), join(copy, path));
    }
    symlinkSync(realpathSync(join(workspaceRoot, 'node_modules')), join(copy, 'node_modules'), 'dir');
    // Ignored files of the real workspace never come along (e.g. a Vite results file under node_modules/.vite, a database).
    expect(files.some((path) => path.includes('.vite/') || path.endsWith('.db') || path.startsWith('dist/'))).toBe(false);

    const before = snapshot(copy);
    const { args, code, name, defaultLanguage } = readmeCommand();
    const nx = join(copy, 'node_modules/.bin/nx');
    execFileSync(nx, args, { cwd: copy, env, stdio: 'pipe' });
    const after = snapshot(copy);
    const changed = [...after].filter(([path, hash]) => before.get(path) !== hash).map(([path]) => path);
    const removed = [...before.keys()].filter((path) => !after.has(path));
    expect(removed).toEqual([]);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.filter((path) => !path.startsWith(`apps/portal-brand-${code}/`))).toEqual([]);

    execFileSync(nx, ['run-many', '-p', `portal-brand-${code}`, '-t', 'lint', 'typecheck', 'test', 'build', '--outputStyle=static', '--parallel=2'], {
      cwd: copy,
      env,
      stdio: 'pipe',
    });
    const html = readFileSync(join(copy, `dist/apps/portal-brand-${code}/index.html`), 'utf8');
    expect(html).toContain(`<title>${name}</title>`);
    expect(html).toContain(`lang="${defaultLanguage}"`);
    expect(existsSync(join(copy, `dist/apps/portal-brand-${code}/logo.svg`))).toBe(true);
    // Installable: its manifest names it, with icons drawn from the app icon the generator wrote.
    const manifest = JSON.parse(readFileSync(join(copy, `dist/apps/portal-brand-${code}/manifest.webmanifest`), 'utf8')) as { name: string; icons: unknown[] };
    expect(manifest.name).toBe(name);
    expect(manifest.icons).toHaveLength(3);
    expect(html).toContain('rel="manifest"');
    expect(existsSync(join(copy, `dist/apps/portal-brand-${code}/apple-touch-icon.png`))).toBe(true);
  }, 600_000);
});
