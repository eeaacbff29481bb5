import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { AliasOptions, IndexHtmlTransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../brandConfigCheck';
import { APPLE_TOUCH_ICON, brandInstallable, brandManifest, MANIFEST_ICONS, shortName } from '../brandManifest';

type ThemeMode = 'dark' | 'light';
const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const { workspaceAliases } = (await import(join(workspaceRoot, 'tools/vite/config.ts'))) as { workspaceAliases: () => AliasOptions };
const workspace = { workspaceRoot, alias: workspaceAliases() };
const runtime = (await import(join(workspaceRoot, 'libs/ui-kit/src/theme/index.ts'))) as {
  createPortalTheme: (mode: ThemeMode, overrides?: object) => { color: { surface: { base: string; raised: string } } };
};
const { brandThemeOverrides } = (await import(join(workspaceRoot, 'libs/brand/src/lib/theme/brandThemeOverrides.ts'))) as {
  brandThemeOverrides: (brand: { theme: object }) => object;
};

describe('shortName', () => {
  it('keeps a short name, cuts a long one at a word, and prefers the brand’s own', () => {
    expect(shortName('Portal PT')).toBe('Portal PT');
    expect(shortName('Sorte Grande Brasil')).toBe('Sorte Grande');
    expect(shortName('Supercalifragilistic')).toBe('Supercalifra');
    expect(shortName('Sorte Grande Brasil', 'Sorte')).toBe('Sorte');
  });
});

describe.each([
  ['portal-brand-pt', 'dark'],
  ['portal-brand-vn', 'light'],
] as const)('%s is installable', (app, defaultMode) => {
  const projectRoot = resolve(workspaceRoot, 'apps', app);

  it('with a manifest of its name and its tokens’ colours, and icons drawn from its app icon', async () => {
    const { manifest, themeColor, files } = await brandInstallable(projectRoot, workspace);
    const { defineBrand, input } = await loadBrand(projectRoot, workspace);
    const brand = defineBrand(input);
    const surface = (mode: ThemeMode) => runtime.createPortalTheme(mode, brandThemeOverrides(brand)).color.surface;
    expect(manifest).toMatchObject({
      name: brand.name,
      short_name: shortName(brand.name),
      lang: brand.defaultLanguage,
      start_url: '/',
      display: 'standalone',
      theme_color: surface(defaultMode).raised,
      background_color: surface(defaultMode).base,
    });
    expect(themeColor).toEqual({ dark: surface('dark').raised, light: surface('light').raised });
    for (const [file, size] of MANIFEST_ICONS) {
      const meta = await sharp(files.get(file)!).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
    expect((await sharp(files.get(APPLE_TOUCH_ICON)!).metadata()).width).toBe(180);
    expect(manifest['icons']).toEqual(
      MANIFEST_ICONS.map(([file, size, maskable]) => ({
        src: `/${file}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: maskable ? 'maskable' : 'any',
      })),
    );
  });

  it('and index.html links the manifest, the apple touch icon and a theme-color naming both modes', async () => {
    const plugin = brandManifest(projectRoot, workspace);
    const transform = plugin.transformIndexHtml as (html: string) => Promise<Exclude<IndexHtmlTransformResult, string | unknown[]>>;
    const result = await transform('<html><head><meta name="theme-color" content="#000" /></head></html>');
    expect(result.html).not.toContain('#000');
    const { themeColor } = await brandInstallable(projectRoot, workspace);
    expect(result.tags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          tag: 'meta',
          attrs: { name: 'theme-color', content: themeColor[defaultMode], 'data-dark': themeColor.dark, 'data-light': themeColor.light },
        }),
        expect.objectContaining({ tag: 'link', attrs: { rel: 'manifest', href: '/manifest.webmanifest' } }),
        expect.objectContaining({ tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' } }),
      ]),
    );
  });
});
