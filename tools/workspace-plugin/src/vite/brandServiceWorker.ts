import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { SERVICE_WORKER_FILE, serviceWorkerHeaders } from '../../../serving/service-worker-headers.mjs';
import type { WorkspaceResolution } from './brandConfigCheck';

/** The build flag: `PORTAL_SERVICE_WORKER=off` builds the self-removing worker instead (docs/product/installed-app.md "Switching it off"). */
export const SERVICE_WORKER_FLAG = 'PORTAL_SERVICE_WORKER';

/** The worker's entries (feature-shell): the brand's worker and the self-removing one. */
const WORKER_ENTRY = 'libs/feature-shell/src/serviceWorker.ts';
const SELF_REMOVING_ENTRY = 'libs/feature-shell/src/selfRemovingWorker.ts';
/** The identifier the worker's entry reads its build from. */
const BUILD_IDENTIFIER = 'PORTAL_SERVICE_WORKER_BUILD';

/**
 * What the portal shows with no network, beyond the start: the module that mounts the offline
 * screen, the update prompt and the install entry after the start (feature-shell `InstalledApp`),
 * and the screen itself. Their chunks and what those import are precached.
 */
export const OFFLINE_MODULES = [
  'libs/feature-shell/src/lib/installed-app/components/InstalledApp.tsx',
  'libs/feature-shell/src/lib/installed-app/components/OfflineScreen.tsx',
] as const;

/** Files of the build stored at install besides the scripts: the page, styles, fonts, images and the manifest. */
const PRECACHED_FILE = /\.(html|css|woff2?|ttf|otf|svg|png|jpe?g|webp|avif|gif|ico|webmanifest)$/i;

export interface PrecacheEntry {
  url: string;
  revision: string | null;
}

/** The first 16 hexadecimal digits of the bytes' SHA-256, as the worker checks them (feature-shell `revisionOf`). */
export function revisionOf(bytes: string | Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

/**
 * The files the worker stores at install (docs/product/installed-app.md "What is stored on the
 * phone"): index.html; the entry script and every chunk it imports (the start bundle); the chunks
 * of `offlineModules` with their imports; the start's catalogs (`catalog-<language>` chunks); the
 * build's styles, fonts and images, and the public folder's files (the brand's logo and icons).
 * Files under `assetsDir` have their hash in their name (revision null); the others are checked by
 * their content's revision.
 */
export function precacheList(
  bundle: Rollup.OutputBundle,
  publicFiles: ReadonlyMap<string, Uint8Array>,
  { assetsDir, offlineModules }: { assetsDir: string; offlineModules: readonly string[] },
): PrecacheEntry[] {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const scripts = new Set<string>();
  const visit = (file: string) => {
    if (scripts.has(file)) return;
    scripts.add(file);
    byFile.get(file)?.imports.forEach(visit);
  };
  chunks.filter((chunk) => chunk.isEntry).forEach((chunk) => visit(chunk.fileName));
  for (const module of offlineModules) {
    const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => id.split(sep).join('/').endsWith(module)));
    if (!holder) throw new Error(`brandServiceWorker: no chunk of the bundle holds ${module}`);
    visit(holder.fileName);
  }
  chunks.filter((chunk) => chunk.name.startsWith('catalog-')).forEach((chunk) => visit(chunk.fileName));
  const hashed = (file: string) => file.startsWith(`${assetsDir}/`);
  const entries = new Map<string, string | null>();
  for (const file of scripts) entries.set(`/${file}`, hashed(file) ? null : revisionOf(byFile.get(file)!.code));
  for (const file of Object.values(bundle)) {
    if (file.type !== 'asset' || !PRECACHED_FILE.test(file.fileName)) continue;
    if (file.fileName.endsWith('.html') && file.fileName !== 'index.html') continue;
    entries.set(`/${file.fileName}`, hashed(file.fileName) ? null : revisionOf(file.source));
  }
  for (const [file, bytes] of publicFiles) if (PRECACHED_FILE.test(file) && !entries.has(`/${file}`)) entries.set(`/${file}`, revisionOf(bytes));
  return [...entries].map(([url, revision]) => ({ url, revision })).sort((a, b) => a.url.localeCompare(b.url));
}

/** The files of the public folder by their path on the site. */
export function publicFolderFiles(dir: string | false): Map<string, Uint8Array> {
  const files = new Map<string, Uint8Array>();
  if (!dir || !existsSync(dir)) return files;
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path).split(sep).join('/'), readFileSync(path));
    }
  };
  walk(dir);
  return files;
}

/** The build's id: a hash of its precache list and of every script's name (any change of the build, a new id). */
export function buildId(precache: readonly PrecacheEntry[], bundle: Rollup.OutputBundle): string {
  const scripts = Object.values(bundle)
    .filter((file) => file.type === 'chunk')
    .map((file) => file.fileName)
    .sort();
  return revisionOf(JSON.stringify({ precache, scripts }));
}

/**
 * `sw.js`: the worker's entry compiled and minified into one classic script (service workers as
 * modules are not in every browser the portal serves), with the build's id and precache list
 * (`build`), or the self-removing worker when `build` is null.
 */
export async function serviceWorkerCode(workspace: WorkspaceResolution, worker: { id: string; precache: PrecacheEntry[] } | null): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    root: workspace.workspaceRoot,
    resolve: { alias: workspace.alias },
    define: worker ? { [BUILD_IDENTIFIER]: JSON.stringify(worker) } : {},
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: { input: join(workspace.workspaceRoot, worker ? WORKER_ENTRY : SELF_REMOVING_ENTRY), output: { format: 'iife' } },
    },
  });
  const [result] = Array.isArray(output) ? output : [output as Rollup.RollupOutput];
  const chunks = result?.output.filter((file): file is Rollup.OutputChunk => file.type === 'chunk') ?? [];
  if (chunks.length !== 1) throw new Error(`brandServiceWorker: the worker must build into one script, not ${chunks.length}`);
  return chunks[0]!.code;
}

/** Whether this build's worker is the brand's (on, the default) or the self-removing one (`PORTAL_SERVICE_WORKER=off`). */
export function serviceWorkerOn(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env[SERVICE_WORKER_FLAG];
  if (value === undefined || value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${SERVICE_WORKER_FLAG} must be "on" or "off", not "${value}"`);
}

/**
 * The brand's service worker (docs/product/installed-app.md): a production build writes `sw.js`
 * with the precache list of that build (`precacheList`), and tells the
 * portal's code whether to register it (`import.meta.env.PORTAL_SERVICE_WORKER`: 'on' or 'off';
 * undefined in development, where nothing registers). With `PORTAL_SERVICE_WORKER=off`, `sw.js` is
 * the self-removing worker. The preview serves `sw.js` with its own headers (`serviceWorkerHeaders`),
 * as deploy/nginx/portal.conf does.
 */
export function brandServiceWorker(workspace: WorkspaceResolution): Plugin {
  const on = serviceWorkerOn();
  let assetsDir = 'assets';
  let publicDir: string | false = false;
  let outDir = '';
  return {
    name: 'portal:brand-service-worker',
    config(_config, env) {
      return env.command === 'build' ? { define: { 'import.meta.env.PORTAL_SERVICE_WORKER': JSON.stringify(on ? 'on' : 'off') } } : undefined;
    },
    configResolved(config) {
      assetsDir = config.build.assetsDir;
      publicDir = config.publicDir || false;
      outDir = config.build.outDir;
    },
    generateBundle: {
      // After index.html is in the bundle (Vite writes it in its own generateBundle).
      order: 'post',
      async handler(_options, bundle) {
        const precache = on ? precacheList(bundle, publicFolderFiles(publicDir), { assetsDir, offlineModules: OFFLINE_MODULES }) : [];
        const code = await serviceWorkerCode(workspace, on ? { id: buildId(precache, bundle), precache } : null);
        this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source: code });
      },
    },
    configurePreviewServer(server) {
      // The page's headers are the preview's (brandPreviewHeaders); the worker's are derived from them.
      const headers = serviceWorkerHeaders(
        Object.fromEntries(Object.entries(server.config.preview.headers ?? {}).map(([name, value]) => [name, String(value)])),
      );
      server.middlewares.use((req, res, next) => {
        const file = join(outDir, SERVICE_WORKER_FILE);
        if ((req.url ?? '').split('?')[0] !== `/${SERVICE_WORKER_FILE}` || !existsSync(file)) return next();
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(file));
      });
    },
  };
}
