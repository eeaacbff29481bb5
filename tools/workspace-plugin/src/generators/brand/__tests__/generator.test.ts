import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { describe, expect, it } from 'vitest';
import { brandGenerator } from '../generator';

const workspaceRoot = join(fileURLToPath(new URL('.', import.meta.url)), '../../../../../..');

/** A tree holding the real PT reference app. */
function treeWithReferenceApp() {
  const tree = createTreeWithEmptyWorkspace();
  const root = join(workspaceRoot, 'apps/portal-brand-pt');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else tree.write(relative(workspaceRoot, path), readFileSync(path));
    }
  };
  walk(root);
  return tree;
}

describe('brand generator', () => {
  it('creates apps/portal-brand-<code> from the PT app with its own config', async () => {
    const tree = treeWithReferenceApp();
    await brandGenerator(tree, { code: 'br', name: 'Sorte BR', merchantCode: 'BR777', languages: 'pt,en', currencySymbol: 'R$' });

    const project = JSON.parse(tree.read('apps/portal-brand-br/project.json', 'utf-8')!);
    expect(project.name).toBe('portal-brand-br');
    expect(project.tags).toContain('scope:brand-br');
    expect(JSON.stringify(project)).not.toContain('portal-brand-pt');

    const config = tree.read('apps/portal-brand-br/src/brand.config.ts', 'utf-8')!;
    expect(config).toContain('merchantCode: "BR777"');
    expect(config).toContain("languages: ['pt', 'en']");
    expect(config).toContain('symbol: "R$"');
    expect(tree.read('apps/portal-brand-br/vite.config.ts', 'utf-8')).toContain("'br'));");
    expect(tree.read('apps/portal-brand-br/index.html', 'utf-8')).toContain('<title>Sorte BR</title>');
    // The composition of the features is the PT app's, unchanged.
    expect(tree.read('apps/portal-brand-br/src/app/App.tsx', 'utf-8')).toBe(tree.read('apps/portal-brand-pt/src/app/App.tsx', 'utf-8'));
  });

  it('refuses a bad code, an unknown locale, a default outside the list and an existing app', async () => {
    const tree = treeWithReferenceApp();
    await expect(brandGenerator(tree, { code: 'Bad', name: 'x', merchantCode: 'x' })).rejects.toThrow(/lower-case/);
    await expect(brandGenerator(tree, { code: 'x', name: 'x', merchantCode: 'x', languages: 'pt,fr' })).rejects.toThrow(/Unknown locale/);
    await expect(brandGenerator(tree, { code: 'x', name: 'x', merchantCode: 'x', languages: 'en', defaultLanguage: 'pt' })).rejects.toThrow(/not in/);
    await expect(brandGenerator(tree, { code: 'pt', name: 'x', merchantCode: 'x' })).rejects.toThrow(/already exists/);
  });
});
