import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { describe, expect, it } from 'vitest';
import { brandGenerator } from '../generator';

const OPTIONS = {
  code: 'br',
  name: 'Sorte BR',
  merchantCode: 'BR777',
  languages: 'pt,en',
  currencySymbol: 'R$',
  thousandsSeparator: '.',
  decimalSeparator: ',',
};

describe('brand generator (virtual tree)', () => {
  it('writes only apps/portal-brand-<code>: config, main, index.html, assets and a test from its own options', async () => {
    const tree = createTreeWithEmptyWorkspace();
    const before = new Set(tree.listChanges().map((change) => change.path));
    await brandGenerator(tree, OPTIONS);

    const written = tree
      .listChanges()
      .map((change) => change.path)
      .filter((path) => !before.has(path))
      .sort();
    expect(written).toEqual(
      [
        'index.html',
        'project.json',
        'public/app-icon.svg',
        'public/favicon.svg',
        'public/logo.svg',
        'src/__tests__/brand.config.test.ts',
        'src/brand.config.ts',
        'src/main.tsx',
        'tsconfig.json',
        'vite.config.ts',
      ].map((path) => `apps/portal-brand-br/${path}`),
    );

    const project = JSON.parse(tree.read('apps/portal-brand-br/project.json', 'utf-8')!);
    expect(project.name).toBe('portal-brand-br');
    expect(project.tags).toEqual(['type:app', 'scope:brand-br', 'platform:browser']);

    const config = tree.read('apps/portal-brand-br/src/brand.config.ts', 'utf-8')!;
    expect(config).toContain("merchantCode: 'BR777'");
    expect(config).toContain("languages: ['pt', 'en']");
    expect(config).toContain("defaultLanguage: 'pt'");
    expect(config).toContain("symbol: 'R$'");
    // The main.tsx starts the shared composition: no feature is imported by a brand.
    expect(tree.read('apps/portal-brand-br/src/main.tsx', 'utf-8')).toContain("import { startPortal } from '@portal/portal-app';");
    // The generated test expects this brand's values, not another brand's.
    const test = tree.read('apps/portal-brand-br/src/__tests__/brand.config.test.ts', 'utf-8')!;
    expect(test).toContain("toEqual(['pt', 'en'])");
    expect(test).toContain("toBe('BR777')");
    expect(test).toContain('R$1.234.567,50');
    expect(test).not.toContain('PT001');
    expect(tree.read('apps/portal-brand-br/index.html', 'utf-8')).toContain('<title>Sorte BR</title>');
  });

  it('refuses a bad code, an unknown locale, a default outside the list, bad decimals or accent and an existing app', async () => {
    const tree = createTreeWithEmptyWorkspace();
    tree.write('apps/portal-brand-pt/project.json', '{}');
    const base = { name: 'x', merchantCode: 'x' };
    await expect(brandGenerator(tree, { ...base, code: 'Bad' })).rejects.toThrow(/lower-case/);
    await expect(brandGenerator(tree, { ...base, code: 'x', languages: 'pt,fr' })).rejects.toThrow(/Unknown locale/);
    await expect(brandGenerator(tree, { ...base, code: 'x', languages: 'en', defaultLanguage: 'pt' })).rejects.toThrow(/not in/);
    await expect(brandGenerator(tree, { ...base, code: 'x', decimals: 7 })).rejects.toThrow(/decimals/);
    await expect(brandGenerator(tree, { ...base, code: 'x', accent: 'gold' })).rejects.toThrow(/accent/);
    await expect(brandGenerator(tree, { ...base, code: 'pt' })).rejects.toThrow(/already exists/);
  });
});
