/// <reference types="vitest/config" />
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, UserConfig } from 'vite';
import { reactPlugins, testConfig, workspaceAliases, workspaceRoot } from './config.ts';
import { createCentreChunkGroup, createStartChunkGroup } from './startChunk.ts';
import { productionBuildAliases } from './productionBuildAliases.mjs';
import { brandBoot } from '../workspace-plugin/src/vite/brandBoot.ts';
import { brandConfigCheck, loadBrand, type WorkspaceResolution } from '../workspace-plugin/src/vite/brandConfigCheck.ts';
import { brandManifest } from '../workspace-plugin/src/vite/brandManifest.ts';
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
  return {
    root: projectRoot,
    plugins: [
      ...reactPlugins(),
      productionBuildAliases(),
      brandConfigCheck(projectRoot, { workspaceRoot, alias: workspaceAliases() }),
      brandTheme(projectRoot, { workspaceRoot, alias: workspaceAliases() }),
      boot,
      brandManifest(projectRoot, { workspaceRoot, alias: workspaceAliases() }),
      brandPreviewHeaders(projectRoot, outDir, { workspaceRoot, alias: workspaceAliases() }),
      precompressScripts(),
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
        output: {
          // The start bundle lists every lazy chunk's dependencies by file name for the preloads, so
          // readable names cost bytes at start: shared chunks (0.5 KB gzip) and the
          // lazy modals, hosts, overlays and catalogs (0.2 KB) are named by their hash alone. Pages
          // and the vendor chunks keep their names (docs/product/performance.md). Hashes of 7
          // characters, not 8 (the least rolldown accepts for this many chunks): random characters
          // do not compress, so each listed file cost its 8th byte.
          hashCharacters: 'base36',
          chunkFileNames: (chunk) =>
            (chunk.isDynamicEntry && chunk.name.endsWith('Page')) || chunk.name.startsWith('vendor-') || chunk.name === 'rolldown-runtime'
              ? 'assets/[name]-[hash:7].js'
              : 'assets/[hash:7].js',
          advancedChunks: {
            groups: [
              { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 3 },
              // The rest of the start's libraries, one file: state and queries (without the mutation and
              // infinite-query observers: only forms and records use them, and in this group they would
              // load at start), styles and strings. Each file the start preloads holds one of the
              // browser's six connections of HTTP/1.1, which the boot frame's calls need too
              // (docs/product/performance.md).
              {
                name: 'vendor-app',
                test: /[\\/]node_modules[\\/]((@tanstack[\\/](react-query|query-core)|jotai)[\\/](?!.*[\\/](mutationObserver|useMutation|infiniteQueryObserver|useInfiniteQuery)\.js$)|(styled-components|@emotion|stylis|@lingui)[\\/])/,
                priority: 2,
              },
              // The catalogs the start waits for, one file per language: five requests before the first
              // render were one each (docs/product/performance.md "Strings load with their feature").
              // Which modules they are, the build learnt from the portal (brandBoot); the member and
              // agent centres' load with their code.
              { name: (id: string) => boot.startCatalogChunk(id), debugName: 'catalogs', priority: 2 },
              // Not on the start path: the schemas and zod load beside the first answers (docs/product/performance.md).
              { name: 'vendor-zod', test: /[\\/](node_modules[\\/]zod[\\/]|tools[\\/]vite[\\/]shims[\\/]zod\.js$)/, priority: 2 },
              // The first screen's schemas (startEndpointSchemas): what they all build on, then a chunk
              // each for a guest's calls, the game calls and a member's, loaded beside the first call
              // that needs it, without building the rest of the contract (docs/product/performance.md).
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
              // The rest of the contract's schemas load together with the first call outside the
              // first screen (endpointSchemas): one chunk, not a chain of shared chunks. Only the
              // schema modules: the routes, headers and switches the start imports stay in it.
              {
                name: 'contract',
                test: /[\\/]libs[\\/](api-contract[\\/]src[\\/]lib[\\/]([\w-]+[\\/])?([\w.-]+\.endpoints|[\w.-]*common|endpoints?|encryption)\.ts$|data-access[\\/]src[\\/]lib[\\/]client[\\/]endpointSchemas\.ts$)/,
                // Not the constants these import that the start uses too (headers, feature switches),
                // nor the error keys (errors.ts): the error messages every page loads need only those.
                includeDependenciesRecursively: false,
                priority: 2,
              },
              // The centres' frames and the records pages' kit, a file each, not dozens
              // (docs/product/performance.md "A centre in fewer files").
              {
                ...createCentreChunkGroup(
                  {
                    'member-pages': (id) => MEMBER_PAGES.test(id),
                    'member-frame': (id) => MEMBER_FRAME.test(id),
                    'agent-frame': (id) => AGENT_FRAME.test(id),
                    'records-kit': (id) => RECORDS_KIT.test(id),
                  },
                  (id) => CENTRE_ENTRY.test(id),
                  4000,
                  (id) => VENDOR.test(id),
                ),
                priority: 1,
              },
              { name: createStartChunkGroup(), priority: 0 },
            ],
          },
        },
      },
    },
    test: testConfig(projectRoot),
  };
}

/** The vendor chunks' libraries (vendor-react, vendor-app, vendor-zod), roughly: chunks that import no portal code. */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|jotai|styled-components|@emotion|stylis|@lingui|zod)[\\/]/;

/** The centres' code: the member and agent centres, their pages and routes. */
const CENTRE_ENTRY = /[\\/]libs[\\/](feature-member|feature-agent)[\\/]src[\\/]/;
/** The member centre's page list, which its address asks for beside the frame (not with it). */
const MEMBER_PAGES = /[\\/]libs[\\/]feature-member[\\/]src[\\/]addressedPage\.ts$/;
/** The centres' entries: their frames. */
const MEMBER_FRAME = /[\\/]libs[\\/]feature-member[\\/]src[\\/]overlay\.ts$/;
const AGENT_FRAME = /[\\/]libs[\\/]feature-agent[\\/]src[\\/]overlay\.ts$/;
/** What every records page builds on. */
const RECORDS_KIT = /[\\/]libs[\\/]page-kit[\\/]src[\\/]lib[\\/]records[\\/]components[\\/]RecordsPage\.tsx$/;

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
