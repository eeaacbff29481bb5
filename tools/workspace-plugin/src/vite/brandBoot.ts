import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, runnerImport, type Plugin, type Rollup } from 'vite';
import { builtSecurityHeaders, nginxHeaders, NGINX_HEADERS_FILE } from '../../../serving/security-headers.mjs';
import { loadBrand, type WorkspaceResolution } from './brandConfigCheck';

/** The boot script's entry (feature-shell `src/boot.ts`). */
export const BOOT_ENTRY = '@portal/feature-shell/boot';

/** The boot script's attributes: its plan, and the name of `<html>`'s theme attribute. */
interface BootScriptModule {
  BOOT_DATA_ATTRIBUTE: string;
  THEME_ATTRIBUTE_DATA: string;
}

/**
 * index.html's boot script: the boot entry compiled and minified into one classic script (an
 * IIFE), with nothing else of the portal. Its CSP hash is computed from the index.html the build
 * writes (`brandBoot`), never from a copy.
 */
export async function bootScriptCode(workspace: WorkspaceResolution): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: workspace.workspaceRoot,
    resolve: { alias: workspace.alias },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: { input: BOOT_ENTRY, output: { format: 'iife' } },
    },
  });
  const [result] = Array.isArray(output) ? output : [output as Rollup.RollupOutput];
  const chunks = result?.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk') ?? [];
  if (chunks.length !== 1) throw new Error(`brandBoot: ${BOOT_ENTRY} must build into one script, not ${chunks.length}`);
  const code = chunks[0]!.code.trim();
  // Inlined in a <script> element: its text must not end the element.
  if (/<\/script|<!--/i.test(code)) throw new Error(`brandBoot: the built ${BOOT_ENTRY} holds "</script" or "<!--"`);
  return code;
}

/** feature-shell's plan of the boot frame (its `bootFramePlan`), as the build calls it. */
interface BootPlanModule {
  bootFramePlan: (brand: unknown, options: { base: string; media: string; cdnKey: string }) => { id: string; languages: Record<string, string> };
  routePages: () => Record<string, string>;
}

/** The parts of ui-kit's theme the frame is drawn with: the `var(--portal-…)` theme, as styled-components receives it. */
interface ThemeModule {
  THEME_MODE_ATTRIBUTE: string;
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
  script: 'libs/feature-shell/src/lib/boot/utils/bootScript.ts',
  theme: 'libs/ui-kit/src/theme/index.ts',
  imageCdn: 'libs/ui-kit/src/lib/image/utils/imageCdn.ts',
} as const;

/**
 * Where each page's lazy chunk is named (the lists startChunkSteps asks for at start): the feature
 * pages and the shell's, as `page: featurePage(…import(…).then((m) => m.Name))` or
 * `lazyPage(…({ default: module.Name }))`, and home's slots.
 */
export const PAGE_MODULES = {
  pages: ['libs/portal-app/src/lib/composition/constants/FEATURE_PAGES.ts', 'libs/feature-shell/src/lib/routes/constants/SHELL_PAGES.ts'],
  homeSlots: 'libs/portal-app/src/lib/composition/constants/FEATURE_SLOTS.tsx',
} as const;

/** The export each page's chunk is read by, by page id, from a page list's source. */
export function pageExports(source: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, page, , name] of source.matchAll(/^\s*(\w+): (?:featurePage|lazyPage)\([\s\S]*?\.then\(\((\w+)\) => (?:\(\{ default: )?\2\.(\w+)/gm))
    found[page!] = name!;
  return found;
}

/** The exports home's slots are read by (`lazyPage(…({ default: m.Name }))`). */
function slotExports(source: string): string[] {
  return [...source.matchAll(/lazyPage\([\s\S]*?\.then\(\((\w+)\) => \(\{ default: \1\.(\w+)/g)].map((match) => match[2]!);
}

/**
 * The script files each route's page loads at start: the chunk exporting its page (and home's slots)
 * and the chunks those import, less the start's (the entry and what it imports). A page named in
 * the page lists that no chunk exports fails the build: the lists and the bundle disagree.
 */
export function routePreloads(
  bundle: Rollup.OutputBundle,
  entry: Rollup.OutputChunk,
  routes: Record<string, string>,
  pages: Record<string, string>,
  homeSlots: string[],
  base: string,
): Record<string, string[]> {
  const { filesOf } = bundleLookup(bundle, entry, base);
  const preloads: Record<string, string[]> = {};
  for (const [path, page] of Object.entries(routes)) {
    const names = [pages[page], ...(page === 'home' ? homeSlots : [])].filter((name): name is string => Boolean(name));
    if (names.length > 0) preloads[path] = filesOf(names);
  }
  return preloads;
}

/** Where the member centre's pages are named (`page: centrePage(msg`…`, () => import(…).then((m) => m.Name))`), its frame's modules, and its catalog's modules. */
export const CENTRE_MODULES = {
  views: 'libs/feature-member/src/lib/member-centre/constants/MEMBER_CENTRE_VIEWS.ts',
  frame: ['libs/feature-member/src/overlay.ts', 'libs/feature-member/src/addressedPage.ts'],
  catalog: /[\\/]feature-member[\\/]src[\\/]locales[\\/](\w+)[\\/]messages\.po$/,
} as const;

/** The export each member centre page's chunk is read by, by page id. */
export function centrePageExports(source: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, page, , name] of source.matchAll(/^\s*(\w+): centrePage\([\s\S]*?\.then\(\((\w+)\) => \2\.(\w+)\)/gm)) found[page!] = name!;
  return found;
}

/** What the member centre opened by its address loads first: its frame's files, each page's own files beyond those, its catalog of each language. */
export interface CentrePreloads {
  frame: string[];
  pages: Record<string, string[]>;
  catalogs: Record<string, string>;
}

export function centrePreloads(
  bundle: Rollup.OutputBundle,
  entry: Rollup.OutputChunk,
  pages: Record<string, string>,
  languages: string[],
  base: string,
): CentrePreloads {
  const { filesOf, chunks } = bundleLookup(bundle, entry, base);
  // The frame's modules share chunks with others (createCentreChunkGroup): found by module, not export.
  const frame = filesOf(
    CENTRE_MODULES.frame.map((path) => {
      const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(path)));
      if (!chunk) throw new Error(`brandBoot: no chunk holds ${path} (CENTRE_MODULES)`);
      return chunk.fileName;
    }),
  );
  const catalogs: Record<string, string> = {};
  for (const chunk of chunks) {
    const language = CENTRE_MODULES.catalog.exec(chunk.facadeModuleId ?? '')?.[1];
    if (language && languages.includes(language)) catalogs[language] = base + chunk.fileName;
  }
  const own = (files: string[]) => files.filter((file) => !frame.includes(file));
  return { frame, pages: Object.fromEntries(Object.entries(pages).map(([page, name]) => [page, own(filesOf([name]))])), catalogs };
}

/**
 * The files a set of lazy parts loads, by the names their chunks export: those chunks and what they
 * import, less the start's (the entry and what it imports). A name no chunk exports fails the
 * build: the page lists and the bundle disagree.
 */
function bundleLookup(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk, base: string) {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    roots.forEach(visit);
    return seen;
  };
  const start = closure([entry.fileName]);
  const exporting = (name: string) => {
    const chunk = chunks.find((candidate) => candidate.isDynamicEntry && candidate.exports.includes(name));
    if (!chunk) throw new Error(`brandBoot: no chunk exports ${name} (PAGE_MODULES, CENTRE_MODULES)`);
    return chunk.fileName;
  };
  /** By the names the roots' chunks export, or by the roots' file names (`.js`). */
  const filesOf = (roots: string[]) =>
    [...closure(roots.map((root) => (root.endsWith('.js') ? root : exporting(root))))].filter((file) => !start.has(file)).map((file) => base + file);
  return { chunks, filesOf };
}

/** The file of the start's catalog (the chunk group `catalog-<language>`, tools/vite/app.ts) of each language. */
export function startCatalogs(bundle: Rollup.OutputBundle, languages: string[], base: string): Record<string, string> {
  const catalogs: Record<string, string> = {};
  for (const file of Object.values(bundle)) {
    const language = file.type === 'chunk' ? /^catalog-(\w+)$/.exec(file.name)?.[1] : undefined;
    if (language && languages.includes(language)) catalogs[language] = base + file.fileName;
  }
  return catalogs;
}

export interface BrandBootBuild {
  /** The `data-boot` of the brand: feature-shell's plan for its config (its `preloads` empty until the bundle is known). */
  data: string;
  /** The plan's `preloads` (`routePreloads`) and `catalogs` (`startCatalogs`) for a bundle, as the `data-boot` the build writes. */
  withPreloads: (bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk, base: string) => string;
  /** The frame's rules: the phone's header bar and banner region as the portal's start frame draws them (feature-shell StartFrame). */
  stylesheet: string;
  /** The boot script (`bootScriptCode`) and `<html>`'s theme attribute it names the stored mode with. */
  code: string;
  attributes: BootScriptModule;
  themeAttribute: string;
  /** The brand admits Google's tag (its CSP names the tag's hosts). */
  gtag: boolean;
}

export async function brandBootBuild(projectRoot: string, workspace: WorkspaceResolution, base: string): Promise<BrandBootBuild> {
  // The plan reads only the locales module of @portal/i18n, whose barrel imports Lingui's macros
  // (which only the apps' Babel transform runs),
  const i18nLocales = { find: /^@portal\/i18n$/, replacement: join(workspace.workspaceRoot, 'libs/i18n/src/lib/locale/locales.ts') };
  // And only the member centre's address parameter of @portal/data-access, whose barrel opens the
  // browser's storage as it loads.
  const centreParam = {
    find: /^@portal\/data-access$/,
    replacement: join(workspace.workspaceRoot, 'libs/data-access/src/lib/ui/constants/MEMBER_CENTRE_PARAM.ts'),
  };
  const alias = [i18nLocales, centreParam, ...(Array.isArray(workspace.alias) ? workspace.alias : [])];
  const inline = { configFile: false as const, logLevel: 'silent' as const, resolve: { alias } };
  const load = <T>(path: string) => runnerImport<T>(join(workspace.workspaceRoot, path), inline).then(({ module }) => module);
  const [{ defineBrand, input }, plan, attributes, { portalCssVariableTheme: theme, THEME_MODE_ATTRIBUTE }, { IMAGE_CDN_STORAGE_KEY }, code] =
    await Promise.all([
      loadBrand(projectRoot, workspace),
      load<BootPlanModule>(BOOT_MODULES.plan),
      load<BootScriptModule>(BOOT_MODULES.script),
      load<ThemeModule>(BOOT_MODULES.theme),
      load<{ IMAGE_CDN_STORAGE_KEY: string }>(BOOT_MODULES.imageCdn),
      bootScriptCode(workspace),
    ]);
  const brand = defineBrand(input);
  const data = plan.bootFramePlan(brand, { base, media: theme.media.phone.replace(/^@media\s+/, ''), cdnKey: IMAGE_CDN_STORAGE_KEY });
  const read = (path: string) => readFileSync(join(workspace.workspaceRoot, path), 'utf8');
  const pages = Object.assign({}, ...PAGE_MODULES.pages.map((path) => pageExports(read(path)))) as Record<string, string>;
  const homeSlots = slotExports(read(PAGE_MODULES.homeSlots));
  const routes = plan.routePages();
  const centrePages = centrePageExports(read(CENTRE_MODULES.views));
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
  return {
    data: JSON.stringify(data),
    withPreloads: (bundle, entry, assetBase) =>
      JSON.stringify({
        ...data,
        preloads: routePreloads(bundle, entry, routes, pages, homeSlots, assetBase),
        catalogs: startCatalogs(bundle, Object.keys(data.languages), assetBase),
        centre: centrePreloads(bundle, entry, centrePages, Object.keys(data.languages), assetBase),
      }),
    stylesheet,
    code,
    attributes,
    themeAttribute: THEME_MODE_ATTRIBUTE,
    gtag: Boolean(brand.analytics?.gtag),
  };
}

/**
 * index.html's boot script (`bootScriptCode`) first in `<head>`, with the brand's boot frame plan as
 * its data, and the frame's rules: on a phone the header's bar with the logo and the route's first
 * banner are drawn before the portal's code has arrived, and the route's page files are asked for
 * while the HTML is read (docs/product/performance.md "The boot script"). Once index.html is
 * written, the build writes the brand's production headers beside it (`nginx-security-headers.conf`),
 * with the CSP hash of the inline script as built.
 */
export function brandBoot(projectRoot: string, workspace: WorkspaceResolution): Plugin {
  let built: BrandBootBuild | undefined;
  let assetBase = '/';
  return {
    name: 'portal:brand-boot',
    apply: 'build',
    configResolved(config) {
      assetBase = config.base;
    },
    async buildStart() {
      built = await brandBootBuild(projectRoot, workspace, process.env.VITE_PORTAL_API_BASE ?? '');
    },
    transformIndexHtml(html, context) {
      if (!built) return html;
      // In a build this runs once the bundle is written (`bundle`, `chunk`: the entry): each route's page files are known.
      const data = context?.bundle && context.chunk ? built.withPreloads(context.bundle, context.chunk, assetBase) : built.data;
      // Right after `<meta name="viewport">`, before the stylesheets: a phone's media query matches
      // only once the viewport is known (before it, a phone's page is 980 px wide).
      const viewport = /<meta name="viewport"[^>]*>/i;
      if (!viewport.test(html)) throw new Error('brandBoot: index.html has no <meta name="viewport">');
      const { BOOT_DATA_ATTRIBUTE, THEME_ATTRIBUTE_DATA } = built.attributes;
      const script = `<script ${BOOT_DATA_ATTRIBUTE}="${escapeAttribute(data)}" ${THEME_ATTRIBUTE_DATA}="${escapeAttribute(built.themeAttribute)}">${built.code}</script>`;
      return {
        html: html.replace(viewport, (meta) => `${meta}\n    ${script}`),
        tags: [{ tag: 'style', children: built.stylesheet, injectTo: 'head' }],
      };
    },
    generateBundle: {
      // After Vite has written index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (!built || page?.type !== 'asset') return;
        const headers = builtSecurityHeaders(String(page.source), { gtag: built.gtag });
        this.emitFile({ type: 'asset', fileName: NGINX_HEADERS_FILE, source: nginxHeaders(headers) });
      },
    },
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
