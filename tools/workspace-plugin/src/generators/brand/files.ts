/** The files of a brand app, written from the new brand's own options (no copy of another brand). */
export interface BrandFileOptions {
  code: string;
  name: string;
  merchantCode: string;
  languages: string[];
  defaultLanguage: string;
  currencySymbol: string;
  currencyPosition: 'before' | 'after';
  decimals: number;
  thousandsSeparator: string;
  decimalSeparator: string;
  defaultTheme: 'dark' | 'light';
  accent: string;
}

const q = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Money as the brand shows it, for the generated test's expectation. */
export function sampleAmount(o: BrandFileOptions): string {
  const grouped = '1234567'.replace(/\B(?=(\d{3})+(?!\d))/g, o.thousandsSeparator);
  const amount = o.decimals > 0 ? `${grouped}${o.decimalSeparator}${'5'.padEnd(o.decimals, '0')}` : grouped;
  return o.currencyPosition === 'before' ? `${o.currencySymbol}${amount}` : `${amount} ${o.currencySymbol}`;
}

export function brandFiles(o: BrandFileOptions): Record<string, string> {
  const app = `portal-brand-${o.code}`;
  const initial = xml(o.name.trim().charAt(0).toUpperCase() || o.code.charAt(0).toUpperCase());
  const currency = `{ symbol: ${q(o.currencySymbol)}, symbolPosition: ${q(o.currencyPosition)}, symbolSpacing: ${o.currencyPosition === 'after'}, decimals: ${o.decimals}, thousandsSeparator: ${q(o.thousandsSeparator)}, decimalSeparator: ${q(o.decimalSeparator)} }`;
  return {
    'project.json': `${JSON.stringify(
      {
        $schema: '../../node_modules/nx/schemas/project-schema.json',
        name: app,
        sourceRoot: `apps/${app}/src`,
        projectType: 'application',
        tags: ['type:app', `scope:brand-${o.code}`, 'platform:browser'],
        targets: {
          lint: {},
          typecheck: {},
          test: {},
          build: { outputs: [`{workspaceRoot}/dist/apps/${app}`] },
          serve: { executor: 'nx:run-commands', continuous: true, options: { command: 'vite --config vite.config.ts', cwd: `apps/${app}` } },
          preview: {
            executor: 'nx:run-commands',
            continuous: true,
            dependsOn: ['build'],
            options: { command: 'vite preview --config vite.config.ts', cwd: `apps/${app}` },
          },
        },
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `{
  "extends": "../../tsconfig.base.json",
  "compilerOptions": {
    "types": ["vite/client", "node", "@testing-library/jest-dom/vitest"]
  },
  "include": ["src/**/*.ts", "src/**/*.tsx", "vite.config.ts", "../../libs/i18n/src/po.d.ts"]
}
`,
    'vite.config.ts': `import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { brandAppConfig } from '../../tools/vite/app.ts';

export default defineConfig(brandAppConfig(fileURLToPath(new URL('.', import.meta.url)), ${q(o.code)}));
`,
    'index.html': `<!doctype html>
<html lang="${xml(o.defaultLanguage)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover, interactive-widget=resizes-content" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${xml(o.name)}</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
    'src/main.tsx': `import { startPortal } from '@portal/portal-app';
import { brandConfig } from './brand.config';

startPortal(brandConfig);
`,
    'src/brand.config.ts': `import type { BrandConfigInput } from '@portal/brand';

/** The ${o.name} brand. Everything brand-specific lives here (README "Make a new brand", docs/product/brands.md). */
export const brandConfig: BrandConfigInput = {
  code: ${q(o.code)},
  name: ${q(o.name)},
  merchantCode: ${q(o.merchantCode)},
  platform: 'W',
  languages: [${o.languages.map(q).join(', ')}],
  defaultLanguage: ${q(o.defaultLanguage)},
  currency: ${currency},
  featureSwitches: {},
  defaultTheme: ${q(o.defaultTheme)},
  theme: { accent: { dark: ${q(o.accent)}, light: ${q(o.accent)} } },
  logo: '/logo.svg',
  appIcon: '/app-icon.svg',
  download: {},
  social: {},
  footer: {},
  support: {},
};
`,
    'src/__tests__/brand.config.test.ts': `import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineBrand } from '@portal/brand';
import { describe, expect, it } from 'vitest';
import { brandConfig } from '../brand.config';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const brand = defineBrand(brandConfig);

/** Written by the brand generator from this brand's own options; edit it with the config. */
describe(${q(`${o.name} brand config`)}, () => {
  it('is valid and offers its languages with its default', () => {
    expect(brand.languages).toEqual([${o.languages.map(q).join(', ')}]);
    expect(brand.defaultLanguage).toBe(${q(o.defaultLanguage)});
    expect(brand.defaultTheme).toBe(${q(o.defaultTheme)});
  });

  it('shows money as ${sampleAmount(o).replace(/'/g, '')}', () => {
    expect(brand.currency).toEqual(${currency});
  });

  it('sends its merchant code on the web platform', () => {
    expect(brand.merchantCode).toBe(${q(o.merchantCode)});
    expect(brand.platform).toBe('W');
  });

  it('ships its logo, favicon and app icon and names itself in index.html', () => {
    for (const asset of [brand.logo, '/favicon.svg', '/app-icon.svg']) expect(existsSync(join(appRoot, 'public', asset))).toBe(true);
    expect(readFileSync(join(appRoot, 'index.html'), 'utf8')).toContain(${q(`<title>${xml(o.name)}</title>`)});
  });
});
`,
    'public/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="9" fill="${xml(o.accent)}"/><text x="20" y="28" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#ffffff">${initial}</text><text x="50" y="27" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="${xml(o.accent)}">${xml(o.name)}</text></svg>\n`,
    'public/favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${xml(o.accent)}"/><text x="16" y="23" text-anchor="middle" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="#ffffff">${initial}</text></svg>\n`,
    'public/app-icon.svg': `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180"><rect width="180" height="180" fill="${xml(o.accent)}"/><text x="90" y="122" text-anchor="middle" font-family="Arial, sans-serif" font-size="100" font-weight="700" fill="#ffffff">${initial}</text></svg>\n`,
  };
}
