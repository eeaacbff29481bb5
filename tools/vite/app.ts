/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { reactPlugins, testConfig, workspaceAliases, workspaceRoot } from './config.ts';
import { chunkPlan } from './chunkPlan.ts';
import { productionBuildAliases } from './productionBuildAliases.mjs';
import { brandBoot } from '../workspace-plugin/src/vite/brandBoot.ts';
import { brandConfigCheck, loadBrand, type WorkspaceResolution } from '../workspace-plugin/src/vite/brandConfigCheck.ts';
import { brandManifest } from '../workspace-plugin/src/vite/brandManifest.ts';
import { brandServiceWorker } from '../workspace-plugin/src/vite/brandServiceWorker.ts';
import { brandTheme } from '../workspace-plugin/src/vite/brandTheme.ts';
import { precompressScripts } from '../workspace-plugin/src/vite/precompress.ts';
import { brandProxy } from '../workspace-plugin/src/vite/proxy.ts';
import { builtSecurityHeaders } from '../serving/security-headers.mjs';

/**
 * Config of a brand app. Dev and preview servers proxy the platform paths (`/wps`, `/lgw`, and the
 * sandbox's public pages for games, chat and artwork) to PORTAL_API_TARGET, by default the sandbox
 * gateway on GATEWAY_PORT (3100), so the portal talks to its platform same-origin, as in production.
 * Only the development server forwards the sandbox's operator controls (see `brandProxy`).
 */
export function brandAppConfig(projectRoot: string, brandCode: string): UserConfig {
  const target = process.env.PORTAL_API_TARGET ?? `http://localhost:${process.env.GATEWAY_PORT ?? '3100'}`;
  const port = Number(process.env.PORT ?? 4200);
  const outDir = join(workspaceRoot, 'dist/apps', `portal-brand-${brandCode}`);
  const boot = brandBoot(projectRoot, { workspaceRoot, alias: workspaceAliases() });
  // Lazy chunks merged by a plan read from the bundler's own split of the same graph (chunkPlan.ts).
  const plan = chunkPlan({ smallBelow: 4096, hostBelow: 16_000, maxCost: 20_000, fixedGroup: (name) => FIXED_GROUP.test(name) });
  const groups = chunkGroups(boot);
  return {
    root: projectRoot,
    plugins: [
      ...reactPlugins(),
      productionBuildAliases(),
      brandConfigCheck(projectRoot, { workspaceRoot, alias: workspaceAliases() }),
      brandTheme(projectRoot, { workspaceRoot, alias: workspaceAliases() }),
      boot,
      brandManifest(projectRoot, { workspaceRoot, alias: workspaceAliases() }),
      brandServiceWorker({ workspaceRoot, alias: workspaceAliases() }),
      brandPreviewHeaders(projectRoot, outDir, { workspaceRoot, alias: workspaceAliases() }),
      precompressScripts(),
      // Last: it drops the plan output's files after every other plugin has seen them.
      plan.plugin,
    ],
    resolve: { alias: workspaceAliases() },
    server: { port, proxy: brandProxy(target, { development: true }), host: '127.0.0.1' },
    // The preview is served like production (deploy/nginx/portal.conf): same security headers (set by
    // brandPreviewHeaders, which knows the brand's analytics), with the sandbox's frame origin and CDN
    // stand-in as the places frames and plain-http images may come from.
    preview: { port, proxy: brandProxy(target, { development: false }), host: '127.0.0.1' },
    build: {
      outDir,
      emptyOutDir: true,
      // No source maps in what is served (docs/serving.md). For an error tracker, build with
      // PORTAL_SOURCEMAPS=hidden, upload the .map files, and delete them before deploying.
      sourcemap: process.env.PORTAL_SOURCEMAPS === 'hidden' ? 'hidden' : false,
      chunkSizeWarningLimit: 600,
      // No modulepreload polyfill in the start bundle: every browser the build targets but Safari < 17
      // preloads natively, and there the chunks still load, only without the head start.
      // A lazy chunk's preload list leaves out what the start has loaded already (the framework's
      // chunks and the bundler's runtime): shorter lists in the start bundle, same parallel loads.
      modulePreload: {
        polyfill: false,
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : deps.filter((dep) => !START_CHUNK.test(dep))),
      },
      // Long-lived vendor chunks: a deploy of portal code does not invalidate the framework's cache.
      rolldownOptions: {
        // The workspace libraries are plain modules (none is imported for its side effects): one that
        // none of the app's code uses is dropped whole, even if it calls styled() or z.object() at its
        // top level (which the bundler cannot prove pure). Without this, every module a barrel
        // re-exports (each ui-kit component and react-aria behind it, each contract schema, the
        // shell's modals) lands in the start bundle. CSS imports keep their side effects.
        treeshake: { moduleSideEffects: (id: string) => id.endsWith('.css') || !/[\\/]libs[\\/][\w-]+[\\/]src[\\/]/.test(id) },
        // The same graph written twice: first split by the bundler alone (read for the plan, written
        // nowhere), then as served, with the plan (docs/product/performance.md "Fewer, larger files").
        output: [
          { ...outputOptions, name: plan.planOutputName, advancedChunks: { groups } },
          { ...outputOptions, advancedChunks: { groups: [...groups, plan.group] } },
        ],
      },
    },
    test: testConfig(projectRoot),
  };
}

/** A brand build's output options (its chunk groups apart: `chunkGroups`). */
const outputOptions = {
  // The start bundle lists every lazy chunk's dependencies by file name for the preloads, so
  // readable names cost bytes at start: shared chunks are named by their hash alone. Pages and the
  // vendor chunks keep their names (debugging, the chunk-failure journey). Hashes of 7 characters,
  // not 8 (the least rolldown accepts for this many chunks): random characters do not compress.
  hashCharacters: 'base36' as const,
  chunkFileNames: (chunk: { isDynamicEntry: boolean; name: string }) =>
    (chunk.isDynamicEntry && chunk.name.endsWith('Page')) || chunk.name.startsWith('vendor-') || chunk.name === 'rolldown-runtime'
      ? 'assets/[name]-[hash:7].js'
      : 'assets/[hash:7].js',
};

/** The groups the plan leaves alone: the start's libraries, the catalogs, zod and the contract's schemas. */
const FIXED_GROUP = /^(vendor-|catalog-|contract|rolldown-runtime)/;

/**
 * The fixed chunk groups: the framework and the start's libraries, the start's catalogs, zod and
 * the contract's schemas, and the start's own code (docs/product/performance.md "The start bundle").
 */
function chunkGroups(boot: { startCatalogChunk: (id: string) => string | null }) {
  return [
    { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 3 },
    // The rest of the start's libraries, one file: state and queries (without the mutation and
    // infinite-query observers: only forms and records use them), styles and strings. Each file the
    // start preloads holds one of HTTP/1.1's six connections, which the boot frame's calls need too.
    {
      name: 'vendor-app',
      test: /[\\/]node_modules[\\/]((@tanstack[\\/](react-query|query-core)|jotai)[\\/](?!.*[\\/](mutationObserver|useMutation|infiniteQueryObserver|useInfiniteQuery)\.js$)|(styled-components|@emotion|stylis|@lingui)[\\/])/,
      priority: 2,
    },
    // The catalogs the start waits for, one file per language; which modules they are, the build
    // learnt from the portal (brandBoot). The member and agent centres' load with their code.
    { name: (id: string) => boot.startCatalogChunk(id), debugName: 'catalogs', priority: 2 },
    // Not on the start path: the schemas and zod load beside the first answers.
    { name: 'vendor-zod', test: /[\\/](node_modules[\\/]zod[\\/]|tools[\\/]vite[\\/]shims[\\/]zod\.js$)/, priority: 2 },
    // The first screen's schemas (startEndpointSchemas): what they all build on, then a chunk each
    // for a guest's calls, the game calls and a member's, loaded beside the first call that needs
    // it, without building the rest of the contract (docs/product/performance.md "The first answers' schemas").
    {
      name: 'contract-start',
      test: /[\\/]libs[\\/]api-contract[\\/]src[\\/]lib[\\/](common|endpoint|encryption[\\/]encryption|cashier[\\/]cashier\.common|auth[\\/]registerFields)\.ts$/,
      includeDependenciesRecursively: false,
      priority: 3,
    },
    ...Object.entries({ guest: 'system|content', games: 'games', member: 'member|wallet|responsible-gaming|chat' }).map(([group, folders]) => ({
      name: `contract-${group}`,
      test: new RegExp(
        `[\\\\/]libs[\\\\/](api-contract[\\\\/]src[\\\\/]lib[\\\\/](${folders})[\\\\/][\\w.-]+\\.endpoints|data-access[\\\\/]src[\\\\/]lib[\\\\/]client[\\\\/]start-schemas[\\\\/]${group}Schemas)\\.ts$`,
      ),
      includeDependenciesRecursively: false,
      priority: 3,
    })),
    // The rest of the contract's schemas load together with the first call outside the first
    // screen (endpointSchemas): one chunk, not a chain of shared chunks. Only the schema modules:
    // not the constants these import that the start uses too, nor the error keys.
    {
      name: 'contract',
      test: /[\\/]libs[\\/](api-contract[\\/]src[\\/]lib[\\/]([\w-]+[\\/])?([\w.-]+\.endpoints|[\w.-]*common|endpoints?|encryption)\.ts$|data-access[\\/]src[\\/]lib[\\/]client[\\/]endpointSchemas\.ts$)/,
      includeDependenciesRecursively: false,
      priority: 2,
    },
    // The start's own code, one chunk: every workspace module the entry loads through static imports
    // (the bundler's `$initial`). Left to itself the bundler splits each module the start and a lazy
    // chunk share into a chunk of its own, all loaded at start anyway.
    { name: 'app-start', tags: ['$initial' as const], test: (id: string) => !/[\\/]node_modules[\\/]|^\0/.test(id), priority: 0 },
  ];
}

/** Chunks every page has loaded before any lazy import runs. */
const START_CHUNK = /(^|\/)(vendor-(react|app)-[\w]+|rolldown-runtime-[\w]+)\.js$/;

/**
 * Production's security headers for the built brand (`builtDir`): its index.html's inline script
 * allowed by its hash, its analytics tag admitted only when its config says `analytics: { gtag: true }`;
 * frames from the sandbox's frame origin (GATEWAY_FRAME_ORIGIN, else the gateway port + 1) and its
 * CDN stand-in when there is one (GATEWAY_CDN_ORIGIN, else localhost on GATEWAY_CDN_PORT), images
 * from the stand-in too (production admits every https image).
 */
export async function previewHeaders(projectRoot: string, builtDir: string, workspace: WorkspaceResolution): Promise<Record<string, string>> {
  const gatewayPort = Number(process.env.GATEWAY_PORT ?? 3100);
  const frameOrigin = process.env.GATEWAY_FRAME_ORIGIN ?? `http://localhost:${Number(process.env.GATEWAY_FRAME_PORT ?? gatewayPort + 1)}`;
  const cdnPort = process.env.GATEWAY_CDN_PORT;
  const cdnOrigin = process.env.GATEWAY_CDN_ORIGIN ?? (cdnPort ? `http://localhost:${cdnPort}` : '');
  const apiBase = process.env.VITE_PORTAL_API_BASE;
  const { defineBrand, input } = await loadBrand(projectRoot, workspace);
  const page = join(builtDir, 'index.html');
  if (!existsSync(page)) throw new Error(`previewHeaders: no build in ${builtDir}: build the brand first`);
  return builtSecurityHeaders(readFileSync(page, 'utf8'), {
    frameSrc: cdnOrigin ? `${frameOrigin} ${cdnOrigin}` : frameOrigin,
    imgSrc: cdnOrigin,
    connectSrc: apiBase ? `'self' ${new URL(apiBase).origin}` : "'self'",
    gtag: Boolean(defineBrand(input).analytics?.gtag),
  });
}

/** The preview server's security headers, computed from the build and the brand's config when the preview starts. */
function brandPreviewHeaders(projectRoot: string, builtDir: string, workspace: WorkspaceResolution): Plugin {
  return {
    name: 'portal:brand-preview-headers',
    async config(_config, env) {
      if (!env.isPreview) return undefined;
      return { preview: { headers: await previewHeaders(projectRoot, builtDir, workspace) } };
    },
  };
}
