import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AliasOptions, IndexHtmlTransformResult } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBrand } from '../brandConfigCheck';
import { brandTheme, brandThemeBuild } from '../brandTheme';

type ThemeMode = 'dark' | 'light';
const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');
const { workspaceAliases } = (await import(join(workspaceRoot, 'tools/vite/config.ts'))) as { workspaceAliases: () => AliasOptions };
const workspace = { workspaceRoot, alias: workspaceAliases() };
// What the portal computes at run time without the build (PortalApp → PortalThemeProvider), imported as the tests import code.
const runtime = (await import(join(workspaceRoot, 'libs/ui-kit/src/theme/index.ts'))) as {
  createPortalTheme: (mode: ThemeMode, overrides?: object) => object;
  toCssVariables: (theme: object) => Record<string, string>;
  portalCssVariableTheme: { spacing: (...steps: number[]) => string; media: { below: (name: string) => string } };
};
const { brandThemeOverrides } = (await import(join(workspaceRoot, 'libs/brand/src/lib/theme/brandThemeOverrides.ts'))) as {
  brandThemeOverrides: (brand: { theme: object }) => object;
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The custom properties of one mode's block of a stylesheet, and its color-scheme. */
function modeBlock(stylesheet: string, mode: ThemeMode) {
  const block = new RegExp(`:root\\[data-portal-theme='${mode}'\\] \\{([^}]*)\\}`).exec(stylesheet)?.[1] ?? '';
  const variables = Object.fromEntries([...block.matchAll(/(--portal-[\w-]+): ([^;]+);/g)].map(([, name, value]) => [name, value]));
  return { colorScheme: /color-scheme: (\w+);/.exec(block)?.[1], variables };
}

describe.each([
  ['portal-brand-pt', 'dark'],
  ['portal-brand-vn', 'light'],
])('the theme %s is built with', (app, defaultMode) => {
  const projectRoot = resolve(workspaceRoot, 'apps', app);

  it("both modes' custom properties as the portal computes them at run time for its brand", async () => {
    const built = await brandThemeBuild(projectRoot, workspace);
    const { defineBrand, input } = await loadBrand(projectRoot, workspace);
    const overrides = brandThemeOverrides(defineBrand(input));
    for (const mode of ['dark', 'light'] as const) {
      const block = modeBlock(built.stylesheet, mode);
      expect(block.colorScheme).toBe(mode);
      expect(block.variables).toEqual(runtime.toCssVariables(runtime.createPortalTheme(mode, overrides)));
    }
    // The brand's own accent is in it (not the kit's defaults).
    expect(modeBlock(built.stylesheet, 'light').variables['--portal-color-accent-base']).toBe(
      (defineBrand(input) as { theme: { accent: { light: string } } }).theme.accent.light,
    );
    expect(built.defaultMode).toBe(defaultMode);
  });

  it('the var() theme styled-components receives, equal to the one computed at run time', async () => {
    const built = await brandThemeBuild(projectRoot, workspace);
    const dir = mkdtempSync(join(tmpdir(), 'brand-theme-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'portalCssVariableTheme.ts'), built.variableThemeModule);
    const { portalCssVariableTheme } = (await import(join(dir, 'portalCssVariableTheme.ts'))) as {
      portalCssVariableTheme: typeof runtime.portalCssVariableTheme;
    };
    expect(portalCssVariableTheme).toEqual(runtime.portalCssVariableTheme);
    expect(portalCssVariableTheme.spacing(1, 2)).toBe('4px 8px');
    expect(portalCssVariableTheme.media.below('tablet')).toBe(runtime.portalCssVariableTheme.media.below('tablet'));
    // No concrete colour in the start code: the values live in the stylesheet.
    expect(built.variableThemeModule).not.toMatch(/#[0-9a-f]{6}/i);
  });

  it('into index.html: the stylesheet, and the default mode named on <html>', async () => {
    const plugin = brandTheme(projectRoot, workspace);
    const errors: string[] = [];
    await (plugin.buildStart as (this: unknown) => Promise<void>).call({ error: (message: string) => errors.push(message) });
    expect(errors).toEqual([]);
    const html = '<!doctype html>\n<html lang="x">\n<head></head><body></body></html>';
    const result = (plugin.transformIndexHtml as (html: string) => Exclude<IndexHtmlTransformResult, string | unknown[]>)(html);
    expect(result.html).toContain(`<html data-portal-theme="${defaultMode}" lang="x">`);
    expect(result.tags).toEqual([{ tag: 'style', children: (await brandThemeBuild(projectRoot, workspace)).stylesheet, injectTo: 'head' }]);
  });
});
