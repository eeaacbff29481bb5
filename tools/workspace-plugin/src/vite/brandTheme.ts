import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { normalizePath, runnerImport, type Plugin } from 'vite';
import { loadBrand, type WorkspaceResolution } from './brandConfigCheck';

type ThemeMode = 'dark' | 'light';

/** The parts of ui-kit's theme (`libs/ui-kit/src/theme`) and the brand library the build calls, as the portal calls them. */
interface ThemeModules {
  theme: { themeStylesheet: (overrides?: object) => string; portalCssVariableTheme: object; THEME_MODE_ATTRIBUTE: string };
  brand: { brandThemeOverrides: (brand: { theme: object }) => object };
}

/** What the portal's start computed from the brand's theme, computed by its build instead. */
export interface BrandThemeBuild {
  /** `<html>`'s attribute naming the mode, and its value until the portal names the stored mode: the brand's default. */
  attribute: string;
  defaultMode: ThemeMode;
  /** Both modes' custom properties: `themeStylesheet(brandThemeOverrides(brand))`. */
  stylesheet: string;
  /** The source of `portalCssVariableTheme.ts` in a brand's build: the theme's data, without the tokens' code. */
  variableThemeModule: string;
}

/** The modules a brand's build replaces, and those their replacements import (paths from the workspace root). */
export const PREBUILT_THEME_MODULES = {
  provider: 'libs/ui-kit/src/lib/theme/components/PortalThemeProvider.tsx',
  variableTheme: 'libs/ui-kit/src/theme/portalCssVariableTheme.ts',
  themeFunctions: 'libs/ui-kit/src/theme/themeFunctions.ts',
  cssVariables: 'libs/ui-kit/src/theme/utils/themeCssVariables.ts',
} as const;

/** The brand's theme computed by the same functions the portal runs without the build (`PortalApp`, `PortalThemeProvider`). */
export async function brandThemeBuild(projectRoot: string, workspace: WorkspaceResolution): Promise<BrandThemeBuild> {
  const inline = { configFile: false as const, logLevel: 'silent' as const, resolve: { alias: workspace.alias } };
  const [{ defineBrand, input }, { module: theme }, { module: brand }] = await Promise.all([
    loadBrand(projectRoot, workspace),
    runnerImport<ThemeModules['theme']>(join(workspace.workspaceRoot, 'libs/ui-kit/src/theme/index.ts'), inline),
    runnerImport<ThemeModules['brand']>(join(workspace.workspaceRoot, 'libs/brand/src/lib/theme/brandThemeOverrides.ts'), inline),
  ]);
  const config = defineBrand(input);
  const modulePath = (path: string) => JSON.stringify(normalizePath(join(workspace.workspaceRoot, path)));
  // The theme's data with its `var(--portal-…)` strings left empty: `toCssVariableTheme` writes them
  // again in the browser from the keys (0.3 KB gzip less than shipping them). JSON leaves out the
  // functions (spacing, media queries): `themeFunctions` holds exactly those.
  const shape = JSON.stringify(theme.portalCssVariableTheme, (_key, value: unknown) => (typeof value === 'string' && value.startsWith('var(') ? '' : value));
  return {
    attribute: theme.THEME_MODE_ATTRIBUTE,
    defaultMode: config.defaultTheme,
    stylesheet: theme.themeStylesheet(brand.brandThemeOverrides(config)),
    variableThemeModule: [
      `import { themeFunctions } from ${modulePath(PREBUILT_THEME_MODULES.themeFunctions)};`,
      `import { toCssVariableTheme } from ${modulePath(PREBUILT_THEME_MODULES.cssVariables)};`,
      `export const portalCssVariableTheme = toCssVariableTheme({ ...${shape}, ...themeFunctions });`,
    ].join('\n'),
  };
}

/**
 * A brand's build computes its theme (docs/product/performance.md): both modes' custom properties
 * go into index.html as one stylesheet (`<html data-portal-theme="<default mode>">`), the
 * `var(--portal-…)` theme styled-components receives becomes data, the boot script (brandBoot,
 * with the same `THEME_MODE_ATTRIBUTE`) names the visitor's stored mode before anything is painted, and
 * `PortalThemeProvider` is
 * replaced by `PrebuiltPortalThemeProvider`, which only names the mode on `<html>`. The tokens, the
 * brand layer and its contrast check stay out of the browser's start. The dev server, the tests and
 * Storybook keep computing the theme at run time (Storybook switches brands and modes).
 */
export function brandTheme(projectRoot: string, workspace: WorkspaceResolution): Plugin {
  const modulePath = (path: string) => normalizePath(join(workspace.workspaceRoot, path));
  let built: BrandThemeBuild | undefined;
  return {
    name: 'portal:brand-theme',
    apply: 'build',
    async buildStart() {
      // A moved module would silently put the computation back into the start bundle.
      for (const path of Object.values(PREBUILT_THEME_MODULES))
        if (!existsSync(modulePath(path))) this.error(`brandTheme: ${path} is gone; update PREBUILT_THEME_MODULES`);
      built = await brandThemeBuild(projectRoot, workspace);
    },
    load(id) {
      if (!built) return null;
      if (id === modulePath(PREBUILT_THEME_MODULES.variableTheme)) return built.variableThemeModule;
      if (id === modulePath(PREBUILT_THEME_MODULES.provider))
        return "export { PrebuiltPortalThemeProvider as PortalThemeProvider } from './PrebuiltPortalThemeProvider';";
      return null;
    },
    transformIndexHtml(html) {
      if (!built) return html;
      return {
        html: html.replace(/<html\b/, `<html ${built.attribute}="${built.defaultMode}"`),
        tags: [{ tag: 'style', children: built.stylesheet, injectTo: 'head' }],
      };
    },
  };
}
