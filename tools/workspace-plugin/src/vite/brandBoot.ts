import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { BOOT_DATA_ATTRIBUTE, BOOT_SCRIPT } from '../../../serving/boot-script.mjs';
import { loadBrand, type WorkspaceResolution } from './brandConfigCheck';

/** feature-shell's plan of the start's calls (its `StartBootPlan`), as the build calls it. */
interface BootPlanModule {
  startBootPlan: (brand: unknown, base: string) => object;
}

/** The module that plans the start's calls: plain data and functions, importable by the build. */
export const START_BOOT_PLAN_MODULE = 'libs/feature-shell/src/lib/app/utils/startBootPlan.ts';

/** The `data-boot` of a brand: the start's calls planned by feature-shell for its config. */
export async function brandBootData(projectRoot: string, workspace: WorkspaceResolution, base: string): Promise<string> {
  // The plan reads only the locales module of @portal/i18n, whose barrel imports Lingui's macros
  // (which only the apps' Babel transform runs).
  const i18nLocales = { find: /^@portal\/i18n$/, replacement: join(workspace.workspaceRoot, 'libs/i18n/src/lib/locale/locales.ts') };
  const alias = [i18nLocales, ...(Array.isArray(workspace.alias) ? workspace.alias : [])];
  const inline = { configFile: false as const, logLevel: 'silent' as const, resolve: { alias } };
  const [{ defineBrand, input }, { module }] = await Promise.all([
    loadBrand(projectRoot, workspace),
    runnerImport<BootPlanModule>(join(workspace.workspaceRoot, START_BOOT_PLAN_MODULE), inline),
  ]);
  return JSON.stringify(module.startBootPlan(defineBrand(input), base));
}

/**
 * index.html's boot script (tools/serving/boot-script.mjs) first in `<head>`, with the brand's start
 * calls as its data: they leave with the HTML instead of after the start bundle
 * (docs/product/performance.md "The start's calls leave with the HTML").
 */
export function brandBoot(projectRoot: string, workspace: WorkspaceResolution): Plugin {
  let data: string | undefined;
  return {
    name: 'portal:brand-boot',
    apply: 'build',
    async buildStart() {
      data = await brandBootData(projectRoot, workspace, process.env.VITE_PORTAL_API_BASE ?? '');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!data) return html;
        // Right after `<meta charset>` (which must stay in the first 1024 bytes), before the stylesheet.
        const charset = /<meta charset="[^"]*"\s*\/?>/i;
        if (!charset.test(html)) throw new Error('brandBoot: index.html has no <meta charset="…">');
        const script = `<script ${BOOT_DATA_ATTRIBUTE}="${escapeAttribute(data)}">${BOOT_SCRIPT}</script>`;
        return html.replace(charset, (meta) => `${meta}\n    ${script}`);
      },
    },
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
