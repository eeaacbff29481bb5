import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The README's "Make a new brand", proven: the generator runs through `nx g` in a temporary copy
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

const copy = mkdtempSync(join(tmpdir(), 'portal-brand-generator-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('brand generator in a copy of the workspace', () => {
  it('generates a brand whose lint, typecheck, tests and build pass, touching only its own folder', () => {
    const files = workspaceFiles();
    for (const path of files) {
      mkdirSync(dirname(join(copy, path)), { recursive: true });
      cpSync(join(workspaceRoot, path), join(copy, path));
    }
    symlinkSync(realpathSync(join(workspaceRoot, 'node_modules')), join(copy, 'node_modules'), 'dir');
    // Ignored files of the real workspace never come along (e.g. a Vite results file under node_modules/.vite, a database).
    expect(files.some((path) => path.includes('.vite/') || path.endsWith('.db') || path.startsWith('dist/'))).toBe(false);

    const before = snapshot(copy);
    const nx = join(copy, 'node_modules/.bin/nx');
    execFileSync(
      nx,
      [
        'g',
        '@portal/workspace-plugin:brand',
        'qa',
        '--name=Sorte QA',
        '--merchantCode=QA001',
        '--languages=th,en',
        '--defaultLanguage=th',
        '--currencySymbol=฿',
        '--accent=#0ca678',
      ],
      { cwd: copy, env, stdio: 'pipe' },
    );
    const after = snapshot(copy);
    const changed = [...after].filter(([path, hash]) => before.get(path) !== hash).map(([path]) => path);
    const removed = [...before.keys()].filter((path) => !after.has(path));
    expect(removed).toEqual([]);
    expect(changed.length).toBeGreaterThan(0);
    expect(changed.filter((path) => !path.startsWith('apps/portal-brand-qa/'))).toEqual([]);

    execFileSync(nx, ['run-many', '-p', 'portal-brand-qa', '-t', 'lint', 'typecheck', 'test', 'build', '--outputStyle=static', '--parallel=2'], {
      cwd: copy,
      env,
      stdio: 'pipe',
    });
    const html = readFileSync(join(copy, 'dist/apps/portal-brand-qa/index.html'), 'utf8');
    expect(html).toContain('<title>Sorte QA</title>');
    expect(html).toContain('lang="th"');
    expect(existsSync(join(copy, 'dist/apps/portal-brand-qa/logo.svg'))).toBe(true);
  }, 180_000);
});
