import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AliasOptions } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { brandConfigProblems, catalogLoadersFor } from '../brandConfigCheck';

const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
// The brand apps' own alias table (tools/vite/config.ts), loaded as their build loads it.
const { workspaceAliases } = (await import(join(workspaceRoot, 'tools/vite/config.ts'))) as { workspaceAliases: () => AliasOptions };
const workspace = { workspaceRoot, alias: workspaceAliases() };
const dirs: string[] = [];
/** A brand app folder whose src/brand.config.ts is `source`. */
function brandApp(source: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'brand-check-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src/brand.config.ts'), source);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the brand build check', () => {
  it('passes the brands in apps/', async () => {
    for (const brand of ['portal-brand-pt', 'portal-brand-vn']) {
      expect(await brandConfigProblems(resolve(workspaceRoot, 'apps', brand), workspace)).toBeNull();
    }
  });

  it('names every wrong field of a bad config, as the build reports it', async () => {
    const dir = brandApp(`import type { BrandConfigInput } from '@portal/brand';
export const brandConfig: BrandConfigInput = {
  code: 'qa', name: 'QA', merchantCode: 'QA001', languages: ['en'], defaultLanguage: 'vi', logo: '/logo.svg',
  currency: { decimals: 9 },
};`);
    const problems = await brandConfigProblems(dir, workspace);
    expect(problems).toContain('Brand "qa" has an invalid brand.config.ts');
    expect(problems).toContain('defaultLanguage: vi is not in its language list');
    expect(problems).toContain('currency.decimals: must be a whole number from 0 to 4');
  });

  it('refuses a config file without the brandConfig export', async () => {
    expect(await brandConfigProblems(brandApp('export const config = {};'), workspace)).toMatch(/exports no brandConfig/);
  });
});

describe('catalog loaders of a brand build', () => {
  const source = `export const shellCatalog: CatalogLoaders = {
  pt: () => import('./pt/messages.po'),
  en: () => import('./en/messages.po'),
  vi: () => import('./vi/messages.po')
};`;

  it("keeps only the brand's languages, whatever their place in the list", () => {
    const vn = catalogLoadersFor(source, ['vi', 'en']);
    expect(vn).toContain("en: () => import('./en/messages.po')");
    expect(vn).toContain("vi: () => import('./vi/messages.po')");
    expect(vn).not.toContain('./pt/');
    const pt = catalogLoadersFor(source, ['pt']);
    expect(pt).toContain("pt: () => import('./pt/messages.po')");
    expect(pt).not.toMatch(/\.\/(en|vi)\//);
    expect(() => new Function(pt.replace('export const shellCatalog: CatalogLoaders =', 'return').replace(/import\(/g, 'String('))).not.toThrow();
  });
});
