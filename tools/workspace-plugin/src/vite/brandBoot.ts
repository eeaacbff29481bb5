import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { builtSecurityHeaders, nginxHeaders, NGINX_HEADERS_FILE } from '../../../serving/security-headers.mjs';
import { reactPlugins } from '../../../vite/config';
import { loadBrand, type WorkspaceResolution } from './brandConfigCheck';
import { portalBuildFacts, type BootPlan, type PortalBuildFacts } from './portalBuildFacts';

/** The boot script's entry (feature-shell `src/boot.ts`). */
export const BOOT_ENTRY = '@portal/feature-shell/boot';

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

/**
 * The files that hold `modules` in the bundle, with the chunks they import, less the start's (the
 * entry and what it imports), in the order they load. A module no chunk holds fails the build:
 * `what` names what asked for it.
 */
export function bundleFiles(bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk, base: string) {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const holder = new Map<string, string>();
  for (const chunk of chunks) for (const id of chunk.moduleIds) holder.set(id, chunk.fileName);
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
  return (modules: string[], what: string): string[] => {
    const roots = modules.map((id) => {
      const file = holder.get(id);
      if (!file) throw new Error(`brandBoot: ${what} asks for ${id}, which no chunk of the bundle holds`);
      return file;
    });
    return [...closure(roots)].filter((file) => !start.has(file)).map((file) => base + file);
  };
}

/** The plan's file lists for a bundle: each route's page files, the start's catalog of each language, the member centre's files. */
export function planFiles(
  facts: PortalBuildFacts,
  bundle: Rollup.OutputBundle,
  entry: Rollup.OutputChunk,
  base: string,
): Pick<BootPlan, 'preloads' | 'catalogs' | 'centre'> {
  const filesOf = bundleFiles(bundle, entry, base);
  const preloads = Object.fromEntries(Object.entries(facts.routeModules).map(([path, modules]) => [path, filesOf(modules, `the start of ${path}`)]));
  const catalogs: Record<string, string> = {};
  for (const [language, modules] of Object.entries(facts.startCatalogModules)) {
    const files = filesOf(modules, `the start's ${language} catalog`);
    if (files.length !== 1) throw new Error(`brandBoot: the start's ${language} catalog is ${files.length} files, not one (tools/vite/app.ts, catalog groups)`);
    catalogs[language] = files[0]!;
  }
  const frame = filesOf(facts.centreModules, 'the member centre opened by its address');
  const own = (files: string[]) => files.filter((file) => !frame.includes(file));
  const pages = Object.fromEntries(
    Object.entries(facts.centrePageModules).map(([page, modules]) => [page, own(filesOf(modules, `the member centre's ${page}`))]),
  );
  const centreCatalogs = Object.fromEntries(
    Object.entries(facts.centreCatalogModules).map(([language, module]) => [language, filesOf([module], `the member centre's ${language} catalog`)[0]!]),
  );
  return { preloads, catalogs, centre: { frame, pages, catalogs: centreCatalogs } };
}

export interface BrandBootBuild {
  /** The `data-boot` of the brand: feature-shell's plan for its config (its file lists empty until the bundle is known). */
  data: string;
  /** The plan with its file lists for a bundle (`planFiles`), as the `data-boot` the build writes. */
  withPreloads: (bundle: Rollup.OutputBundle, entry: Rollup.OutputChunk, base: string) => string;
  /** The boot frame as index.html holds it: the portal's header bar and banner slide rendered by the build (a `<template>`), and their rules. */
  templateContent: string;
  stylesheet: string;
  /** The boot script (`bootScriptCode`), its attributes, and what the build learnt from the portal. */
  code: string;
  facts: PortalBuildFacts;
  /** The brand admits Google's tag (its CSP names the tag's hosts). */
  gtag: boolean;
}

export async function brandBootBuild(projectRoot: string, workspace: WorkspaceResolution, base: string): Promise<BrandBootBuild> {
  const { defineBrand, input } = await loadBrand(projectRoot, workspace);
  const brand = defineBrand(input);
  // The frame's mark is in index.html itself: the bar paints without waiting for a file.
  const frameBrand = { ...brand, logo: inlinedBrandImage(projectRoot, brand.logo), appIcon: brand.appIcon && inlinedBrandImage(projectRoot, brand.appIcon) };
  const [facts, code] = await Promise.all([portalBuildFacts(brand, base, workspace, reactPlugins(), frameBrand), bootScriptCode(workspace)]);
  const data = facts.plan;

  return {
    data: JSON.stringify(data),
    withPreloads: (bundle, entry, assetBase) => JSON.stringify({ ...data, ...planFiles(facts, bundle, entry, assetBase) }),
    templateContent: facts.bootFrame.html,
    stylesheet: facts.bootFrame.css,
    code,
    facts,
    gtag: Boolean(brand.analytics?.gtag),
  };
}

/** The images a brand's mark may be, by extension. */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};
/** The largest file inlined: a mark drawn as a vector or a small picture; a larger one is asked for as a file. */
export const INLINED_IMAGE_LIMIT = 4096;

/**
 * An image of the brand app's `public/` folder (`/logo.svg`) as a `data:` URL when it is small
 * (the CSP admits `data:` images); anything else (a larger file, another host) as it is.
 */
export function inlinedBrandImage(projectRoot: string, url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const file = join(projectRoot, 'public', url);
  const type = IMAGE_TYPES[extname(file).toLowerCase()];
  if (!type || !existsSync(file) || statSync(file).size > INLINED_IMAGE_LIMIT) return url;
  return `data:${type};base64,${readFileSync(file).toString('base64')}`;
}

/**
 * index.html's boot script (`bootScriptCode`) first in `<head>`, with the brand's boot frame plan as
 * its data, and the frame's rules: on a phone the header's bar with the logo and the route's first
 * banner are drawn before the portal's code has arrived, and the route's page files are asked for
 * while the HTML is read (docs/product/performance.md "The boot script"). Once index.html is
 * written, the build writes the brand's production headers beside it (`nginx-security-headers.conf`),
 * with the CSP hash of the inline script as built.
 */
export function brandBoot(projectRoot: string, workspace: WorkspaceResolution): Plugin & { startCatalogChunk: (id: string) => string | null } {
  let built: BrandBootBuild | undefined;
  let assetBase = '/';
  let catalogLanguage: Map<string, string> | undefined;
  return {
    name: 'portal:brand-boot',
    /**
     * The chunk of a start catalog module: one file per language for the catalogs the start loads
     * (`catalog-<language>`), which the build learnt from the portal (`PORTAL_BUILD.startCatalogs`).
     */
    startCatalogChunk(id) {
      catalogLanguage ??= new Map(
        Object.entries(built?.facts.startCatalogModules ?? {}).flatMap(([language, modules]) => modules.map((module) => [module, language] as const)),
      );
      const language = catalogLanguage.get(id);
      return language ? `catalog-${language}` : null;
    },
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
      const { dataAttribute, themeAttributeData, themeAttribute } = built.facts.bootScript;
      const script = `<script ${dataAttribute}="${escapeAttribute(data)}" ${themeAttributeData}="${escapeAttribute(themeAttribute)}">${built.code}</script>`;
      // The boot frame to copy, before the script: under the member centre it draws the bar as it runs.
      const template = `<template id="${built.facts.plan.template}">${built.templateContent}</template>`;
      return {
        html: html.replace(viewport, (meta) => `${meta}\n    ${template}\n    ${script}`),
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
