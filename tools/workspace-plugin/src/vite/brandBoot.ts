import { join } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { BOOT_DATA_ATTRIBUTE, BOOT_SCRIPT } from '../../../serving/boot-script.mjs';
import { loadBrand, type WorkspaceResolution } from './brandConfigCheck';

/** feature-shell's plan of the boot frame (its `bootFramePlan`), as the build calls it. */
interface BootPlanModule {
  bootFramePlan: (brand: unknown, options: { base: string; media: string; cdnKey: string }) => { id: string };
}

/** The parts of ui-kit's theme the frame is drawn with: the `var(--portal-…)` theme, as styled-components receives it. */
interface ThemeModule {
  portalCssVariableTheme: {
    color: { surface: { base: string; raised: string }; border: { subtle: string } };
    component: { header: { heightPhone: number; background: string }; touchTarget: number };
    radius: { lg: string };
    spacing: (...steps: number[]) => string;
    media: { phone: string };
  };
}

/** The modules the build reads (paths from the workspace root): plain data and functions. */
export const BOOT_MODULES = {
  plan: 'libs/feature-shell/src/lib/app/utils/bootFramePlan.ts',
  theme: 'libs/ui-kit/src/theme/index.ts',
  imageCdn: 'libs/ui-kit/src/lib/image/utils/imageCdn.ts',
} as const;

export interface BrandBootBuild {
  /** The `data-boot` of the brand: feature-shell's plan for its config. */
  data: string;
  /** The frame's rules: the phone's header bar and banner region as the portal's start frame draws them (feature-shell StartFrame). */
  stylesheet: string;
}

export async function brandBootBuild(projectRoot: string, workspace: WorkspaceResolution, base: string): Promise<BrandBootBuild> {
  // The plan reads only the locales module of @portal/i18n, whose barrel imports Lingui's macros
  // (which only the apps' Babel transform runs),
  const i18nLocales = { find: /^@portal\/i18n$/, replacement: join(workspace.workspaceRoot, 'libs/i18n/src/lib/locale/locales.ts') };
  // And only the member centre's address parameter of @portal/data-access, whose barrel opens the
  // browser's storage as it loads.
  const centreParam = {
    find: /^@portal\/data-access$/,
    replacement: join(workspace.workspaceRoot, 'libs/data-access/src/lib/ui/constants/PERSONAL_CENTRE_PARAM.ts'),
  };
  const alias = [i18nLocales, centreParam, ...(Array.isArray(workspace.alias) ? workspace.alias : [])];
  const inline = { configFile: false as const, logLevel: 'silent' as const, resolve: { alias } };
  const load = <T>(path: string) => runnerImport<T>(join(workspace.workspaceRoot, path), inline).then(({ module }) => module);
  const [{ defineBrand, input }, plan, { portalCssVariableTheme: theme }, { IMAGE_CDN_STORAGE_KEY }] = await Promise.all([
    loadBrand(projectRoot, workspace),
    load<BootPlanModule>(BOOT_MODULES.plan),
    load<ThemeModule>(BOOT_MODULES.theme),
    load<{ IMAGE_CDN_STORAGE_KEY: string }>(BOOT_MODULES.imageCdn),
  ]);
  const data = plan.bootFramePlan(defineBrand(input), { base, media: theme.media.phone.replace(/^@media\s+/, ''), cdnKey: IMAGE_CDN_STORAGE_KEY });
  const frame = `#${data.id}`;
  const stylesheet = [
    `${frame}{position:fixed;inset:0;z-index:2147483000;overflow:hidden;background:${theme.color.surface.base}}`,
    // The bar as PortalHeader draws it on a phone: the menu button's place, then the logo.
    `${frame}>div{box-sizing:content-box;display:flex;align-items:center;gap:${theme.spacing(2)};height:${theme.component.header.heightPhone}px;padding:env(safe-area-inset-top,0px) 0 0 max(${theme.spacing(1)},env(safe-area-inset-left,0px));background:${theme.component.header.background};border-bottom:1px solid ${theme.color.border.subtle}}`,
    `${frame}>div::before{content:"";flex-shrink:0;width:${theme.component.touchTarget}px;height:${theme.component.touchTarget}px}`,
    `${frame}>div img{display:block;height:32px;width:auto;max-width:128px;object-fit:contain;object-position:left center}`,
    `${frame}>section{padding:${theme.spacing(3, 3, 0)}}`,
    `${frame}>section img{display:block;width:100%;height:auto;object-fit:cover;border-radius:${theme.radius.lg};background:${theme.color.surface.raised}}`,
  ].join('');
  return { data: JSON.stringify(data), stylesheet };
}

/**
 * index.html's boot script (tools/serving/boot-script.mjs) first in `<head>`, with the brand's
 * boot frame plan as its data, and the frame's rules: on a phone the header's bar with the logo and
 * the route's first banner are drawn before the portal's code has arrived (docs/product/performance.md "The boot
 * frame on a phone").
 */
export function brandBoot(projectRoot: string, workspace: WorkspaceResolution): Plugin {
  let built: BrandBootBuild | undefined;
  return {
    name: 'portal:brand-boot',
    apply: 'build',
    async buildStart() {
      built = await brandBootBuild(projectRoot, workspace, process.env.VITE_PORTAL_API_BASE ?? '');
    },
    transformIndexHtml(html) {
      if (!built) return html;
      // Right after `<meta name="viewport">`, before the stylesheets: a phone's media query matches
      // only once the viewport is known (before it, a phone's page is 980 px wide).
      const viewport = /<meta name="viewport"[^>]*>/i;
      if (!viewport.test(html)) throw new Error('brandBoot: index.html has no <meta name="viewport">');
      const script = `<script ${BOOT_DATA_ATTRIBUTE}="${escapeAttribute(built.data)}">${BOOT_SCRIPT}</script>`;
      return {
        html: html.replace(viewport, (meta) => `${meta}\n    ${script}`),
        tags: [{ tag: 'style', children: built.stylesheet, injectTo: 'head' }],
      };
    },
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
