import { createServer, type PluginOption, type RunnableDevEnvironment } from 'vite';
import type { ModuleRunner } from 'vite/module-runner';
import type { WorkspaceResolution } from './brandConfigCheck';

/** The entry point the build reads: the portal's typed build manifest (libs/portal-app/src/build.ts). */
export const PORTAL_BUILD_ENTRY = '@portal/portal-app/build';

type CatalogLoaders = Record<string, () => Promise<unknown>>;

/** What the build reads of `PORTAL_BUILD` (libs/portal-app/src/build.ts `PortalBuild`). */
interface PortalBuildModule {
  PORTAL_BUILD: {
    bootPlan: (brand: unknown, base: string) => BootPlan;
    bootFrame: (brand: unknown) => { html: string; css: string };
    routePages: () => Record<string, string>;
    bootScript: { dataAttribute: string; themeAttributeData: string; themeAttribute: string };
    startCodeSteps: (pathname: string, pageCovered: boolean) => (() => void)[];
    memberCentrePages: () => Promise<Record<string, { view: { preload: () => Promise<void> } }>>;
    startCatalogs: CatalogLoaders[];
    memberCentreCatalog: CatalogLoaders;
  };
}

/** The parts of feature-shell's `BootFramePlan` the build fills or reads. */
export interface BootPlan {
  id: string;
  template: string;
  languages: Record<string, string>;
  centreParam: string;
  preloads: Record<string, string[]>;
  catalogs: Record<string, string>;
  centre: { frame: string[]; pages: Record<string, string[]>; catalogs: Record<string, string> };
}

/** What the portal's start asks for, as module ids (absolute paths, as the bundler names modules). */
export interface PortalBuildFacts {
  plan: BootPlan;
  /** The boot frame rendered from the portal's components: its markup (for a `<template>`) and its rules. */
  bootFrame: { html: string; css: string };
  bootScript: PortalBuildModule['PORTAL_BUILD']['bootScript'];
  /** The modules the start asks for on each exact route path (its page and, on home, its slots). */
  routeModules: Record<string, string[]>;
  /** The modules the start asks for under the member centre opened by its address (its frame). */
  centreModules: string[];
  /** The modules of each member centre page, by its id. */
  centrePageModules: Record<string, string[]>;
  /** The catalog modules the start loads, by language, and the member centre's catalog by language. */
  startCatalogModules: Record<string, string[]>;
  centreCatalogModules: Record<string, string>;
}

/**
 * Reads the portal's build manifest in a Vite module runner (the portal's own transforms and
 * aliases) and runs the start's own steps, recording the module each of their dynamic imports
 * names instead of loading it: what a route's start asks for comes from the code the portal runs,
 * not from reading its source. Runs with a stand-in of the browser's storage (the data-access
 * library opens it as it loads) and, while the member centre's steps run, an address naming it.
 */
export async function portalBuildFacts(
  brand: unknown,
  base: string,
  workspace: WorkspaceResolution,
  plugins: PluginOption[],
  /** The brand as the boot frame draws it (its mark inlined: `inlinedBrandImage`). */
  frameBrand: unknown = brand,
): Promise<PortalBuildFacts> {
  const restore = browserStandIns();
  const server = await createServer({
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    root: workspace.workspaceRoot,
    server: { middlewareMode: true, hmr: false, ws: false },
    plugins,
    resolve: { alias: workspace.alias },
    optimizeDeps: { noDiscovery: true, include: [] },
    // Through Vite's own transform: Node's module interop gives its CommonJS build's default
    // export under some loaders (Vitest's), not the `styled` function.
    ssr: { noExternal: ['styled-components'] },
  });
  try {
    const runner = (server.environments.ssr as RunnableDevEnvironment).runner;
    const probe = dynamicImportProbe(runner);
    const { PORTAL_BUILD: build } = (await runner.import(PORTAL_BUILD_ENTRY)) as PortalBuildModule;
    const plan = build.bootPlan(brand, base);
    const languages = Object.keys(plan.languages);
    const routeModules: Record<string, string[]> = {};
    const pageModules = new Map<string, string[]>();
    for (const [path, page] of Object.entries(build.routePages())) {
      // A page asks for its code once (its loader keeps the load): a second path of the same page reads the first's.
      const modules = pageModules.get(page) ?? (await probe(() => build.startCodeSteps(path, false).forEach((step) => step())));
      pageModules.set(page, modules);
      if (modules.length > 0) routeModules[path] = modules;
    }
    const centreModules = await withAddress(`?${plan.centreParam}=`, () => probe(() => build.startCodeSteps('/', true).forEach((step) => step())));
    const centrePages = await build.memberCentrePages();
    const centrePageModules: Record<string, string[]> = {};
    for (const [page, { view }] of Object.entries(centrePages)) centrePageModules[page] = await probe(() => view.preload());
    const catalogModules = async (catalog: CatalogLoaders, language: string) => (await probe(() => catalog[language]?.()))[0];
    const startCatalogModules: Record<string, string[]> = {};
    const centreCatalogModules: Record<string, string> = {};
    for (const language of languages) {
      startCatalogModules[language] = [];
      // One at a time: the probe records one step's imports.
      for (const catalog of build.startCatalogs) {
        const module = await catalogModules(catalog, language);
        if (module) startCatalogModules[language].push(module);
      }
      const centre = await catalogModules(build.memberCentreCatalog, language);
      if (centre) centreCatalogModules[language] = centre;
    }
    return {
      plan,
      bootFrame: build.bootFrame(frameBrand),
      bootScript: build.bootScript,
      routeModules,
      centreModules,
      centrePageModules,
      startCatalogModules,
      centreCatalogModules,
    };
  } finally {
    await server.close();
    restore();
  }
}

/**
 * While `run` runs (and its promises settle), every dynamic import the portal's code makes is
 * recorded by the module id Vite resolves it to, and answered with an empty module instead of
 * being loaded: the manifest's steps run as in the browser, without the pages' code.
 */
function dynamicImportProbe(runner: ModuleRunner): (run: () => unknown) => Promise<string[]> {
  let recorded: string[] | null = null;
  let inFlight = 0;
  // A dynamic import is fetched (`cachedModule`, asynchronous: Vite transforms the module) and then
  // evaluated through `cachedRequest` with `isDynamicImport` (vite/module-runner): the probe counts
  // the first and answers the second.
  type CachedModule = (url: string, importer?: string) => Promise<unknown>;
  type CachedRequest = (
    url: string,
    mod: { meta: { id?: string; externalize?: string } },
    callstack?: string[],
    metadata?: { isDynamicImport?: boolean },
  ) => Promise<unknown>;
  const patched = runner as unknown as { cachedModule: CachedModule; cachedRequest: CachedRequest };
  const fetchModule = patched.cachedModule.bind(runner);
  const request = patched.cachedRequest.bind(runner);
  patched.cachedModule = (url, importer) => {
    if (recorded === null) return fetchModule(url, importer);
    inFlight += 1;
    return fetchModule(url, importer).finally(() => (inFlight -= 1));
  };
  patched.cachedRequest = (url, mod, callstack, metadata) => {
    if (recorded === null || !metadata?.isDynamicImport) return request(url, mod, callstack, metadata);
    const id = mod.meta.id ?? mod.meta.externalize;
    if (id && !recorded.includes(id)) recorded.push(id);
    return Promise.resolve(STAND_IN_MODULE);
  };
  const turn = () => new Promise((settle) => setTimeout(settle, 0));
  return async (run) => {
    recorded = [];
    try {
      await run();
    } catch {
      // What it asked for before failing is still what it asks for.
    }
    try {
      // The steps' imports start in their promises' callbacks and timers: until none is in flight
      // for a few turns in a row.
      for (let quiet = 0; quiet < 5;) {
        await turn();
        quiet = inFlight === 0 ? quiet + 1 : 0;
      }
      return recorded;
    } finally {
      recorded = null;
    }
  };
}

/** What a recorded import answers: any export is a function that does nothing (a page, a preload, a catalog). */
const STAND_IN_MODULE: object = new Proxy({}, { get: (_target, name) => (name === 'then' || typeof name === 'symbol' ? undefined : () => undefined) });

/** An address the code reads while `run` runs (the member centre's steps read `window.location`). */
async function withAddress<T>(search: string, run: () => Promise<T>): Promise<T> {
  const had = Reflect.has(globalThis, 'window');
  if (!had) Reflect.set(globalThis, 'window', { location: { search, pathname: '/' } });
  try {
    return await run();
  } finally {
    if (!had) Reflect.deleteProperty(globalThis, 'window');
  }
}

/** localStorage and sessionStorage in memory, where Node has none; returns the function that takes them away. */
function browserStandIns(): () => void {
  const added = ['localStorage', 'sessionStorage'].filter((name) => !Reflect.has(globalThis, name));
  for (const name of added) {
    const entries = new Map<string, string>();
    const storage = {
      getItem: (key: string) => entries.get(key) ?? null,
      setItem: (key: string, value: string) => void entries.set(key, String(value)),
      removeItem: (key: string) => void entries.delete(key),
      clear: () => entries.clear(),
      key: (index: number) => [...entries.keys()][index] ?? null,
      get length() {
        return entries.size;
      },
    };
    Reflect.set(globalThis, name, storage);
  }
  return () => added.forEach((name) => Reflect.deleteProperty(globalThis, name));
}
