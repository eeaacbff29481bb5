import { join } from 'node:path';
import { runnerImport, type AliasOptions, type Plugin } from 'vite';

/** Where the workspace is and its path aliases (tools/vite/config.ts). */
export interface WorkspaceResolution {
  workspaceRoot: string;
  alias: AliasOptions;
}

/**
 * What is wrong with a brand app's `src/brand.config.ts` (`defineBrand`'s message: the brand and
 * one line per wrong field), or null when it is valid. The config and the checks are loaded as the
 * app loads them, with the workspace's aliases.
 */
export async function brandConfigProblems(projectRoot: string, { workspaceRoot, alias }: WorkspaceResolution): Promise<string | null> {
  const inline = { configFile: false as const, logLevel: 'silent' as const, resolve: { alias } };
  const file = join(projectRoot, 'src/brand.config.ts');
  const [{ module: brand }, { module: config }] = await Promise.all([
    runnerImport<{ defineBrand: (input: unknown) => unknown }>(join(workspaceRoot, 'libs/brand/src/lib/config/defineBrand.ts'), inline),
    runnerImport<{ brandConfig?: unknown }>(file, inline),
  ]);
  if (!config.brandConfig) return `${file} exports no brandConfig`;
  try {
    brand.defineBrand(config.brandConfig);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * A brand's build refuses a bad `src/brand.config.ts`, naming every wrong field, so a broken brand
 * is never deployed and the browser does not carry the checks (docs/product/brands.md). The
 * development server still shows a bad config in place of the portal (`startPortal`).
 */
export function brandConfigCheck(projectRoot: string, workspace: WorkspaceResolution): Plugin {
  return {
    name: 'portal:brand-config-check',
    apply: 'build',
    async buildStart() {
      const problems = await brandConfigProblems(projectRoot, workspace);
      if (problems) this.error(problems);
    },
  };
}
