import { join } from 'node:path';
import { runnerImport, type AliasOptions, type Plugin } from 'vite';

/** Where the workspace is and its path aliases (tools/vite/config.ts). */
export interface WorkspaceResolution {
  workspaceRoot: string;
  alias: AliasOptions;
}

/** What the build tools read of a brand's config once `defineBrand` has filled it in (libs/brand `BrandConfig`). */
export interface LoadedBrand {
  name: string;
  shortName?: string;
  languages: readonly string[];
  defaultLanguage: string;
  defaultTheme: 'dark' | 'light';
  theme: object;
  logo: string;
  appIcon?: string;
  /** The brand uses Google's tag: its build's CSP admits the tag's hosts (tools/serving/security-headers.mjs). */
  analytics?: { gtag: boolean };
}

/** A brand app's `src/brand.config.ts` and the workspace's `defineBrand`, loaded as the app loads them (with the workspace's aliases). */
export async function loadBrand(projectRoot: string, { workspaceRoot, alias }: WorkspaceResolution) {
  const inline = { configFile: false as const, logLevel: 'silent' as const, resolve: { alias } };
  const file = join(projectRoot, 'src/brand.config.ts');
  const [{ module: brand }, { module: config }] = await Promise.all([
    runnerImport<{ defineBrand: (input: unknown) => LoadedBrand }>(join(workspaceRoot, 'libs/brand/src/lib/config/defineBrand.ts'), inline),
    runnerImport<{ brandConfig?: unknown }>(file, inline),
  ]);
  return { file, defineBrand: brand.defineBrand, input: config.brandConfig };
}

/**
 * What is wrong with a brand app's `src/brand.config.ts` (`defineBrand`'s message: the brand and
 * one line per wrong field), or null when it is valid.
 */
export async function brandConfigProblems(projectRoot: string, workspace: WorkspaceResolution): Promise<string | null> {
  const { file, defineBrand, input } = await loadBrand(projectRoot, workspace);
  if (!input) return `${file} exports no brandConfig`;
  try {
    defineBrand(input);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * A brand's build refuses a bad `src/brand.config.ts`, naming every wrong field, so a broken brand
 * is never deployed and the browser does not carry the checks (docs/product/brands.md). The
 * development server still shows a bad config in place of the portal (`startPortal`). The build
 * also ships only the catalogs of the brand's languages (`catalogLoadersFor`).
 */
export function brandConfigCheck(projectRoot: string, workspace: WorkspaceResolution): Plugin {
  let languages: readonly string[] = [];
  return {
    name: 'portal:brand-config-check',
    apply: 'build',
    async buildStart() {
      const problems = await brandConfigProblems(projectRoot, workspace);
      if (problems) this.error(problems);
      const { defineBrand, input } = await loadBrand(projectRoot, workspace);
      languages = defineBrand(input).languages;
    },
    transform(code, id) {
      if (!CATALOG_MODULE.test(id)) return null;
      return { code: catalogLoadersFor(code, languages), map: null };
    },
  };
}

/** A library's catalog loaders (`libs/<lib>/src/locales/<x>Catalog.ts`, i18n's `i18nCatalog.ts`). */
const CATALOG_MODULE = /[\\/]libs[\\/][\w-]+[\\/]src[\\/](locales[\\/]\w+Catalog|lib[\\/]locale[\\/]i18nCatalog)\.ts$/;

/**
 * A catalog module's source with only the loaders of `languages`: a brand never activates another
 * locale (its language list is all the portal offers), so the other locales' chunks and their
 * entries in the start bundle's preload map are left out (docs/product/performance.md).
 */
export function catalogLoadersFor(code: string, languages: readonly string[]): string {
  return code.replace(/^\s*(\w+): \(\) => import\([^)]*\),?\n/gm, (line, locale: string) => (languages.includes(locale) ? line : ''));
}
