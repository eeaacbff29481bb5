import type { ChunkingContext, ModuleInfo } from 'rolldown';

/**
 * The chunk group of the app's own start code (docs/product/performance.md): every workspace
 * module the entry loads through static imports goes into one chunk. Left to itself the bundler
 * splits each module that the start and a lazy chunk share into a chunk of its own
 * (rolldown#10731): a dozen requests of a few hundred bytes, all loaded at start anyway, 2.4 KB
 * more gzip than the same code in one chunk.
 *
 * A library barrel (`export * from …` lines only) re-exports every module of the library, used at
 * start or not; through a barrel a module counts only when a start module imports one of its
 * exports by name. Anything this cannot prove (a namespace import, an unknown shape) counts as
 * start only when it is reached without a barrel, so a lazy-only module is never pulled in.
 */
export function createStartChunkGroup(name = 'app-start') {
  const start = new Map<string, boolean>();
  const requested = new Map<string, Set<string> | 'all'>();

  const onStartPath = (id: string, ctx: ChunkingContext, seen: Set<string>): boolean => {
    const cached = start.get(id);
    if (cached !== undefined) return cached;
    if (seen.has(id)) return false;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    let result = false;
    if (info) {
      result =
        info.isEntry ||
        info.importers.some((importerId) => {
          if (!onStartPath(importerId, ctx, seen)) return false;
          const importer = ctx.getModuleInfo(importerId);
          if (!importer || !isBarrel(importer)) return true;
          const names = barrelRequests(importerId, ctx, seen);
          return names !== 'all' && info.exports.some((exported) => names.has(exported));
        });
    }
    start.set(id, result);
    return result;
  };

  /** What the start asks of a barrel: the names its start importers import (through other barrels too). */
  const barrelRequests = (barrelId: string, ctx: ChunkingContext, seen: Set<string>): Set<string> | 'all' => {
    const cached = requested.get(barrelId);
    if (cached !== undefined) return cached;
    const names = new Set<string>();
    requested.set(barrelId, names); // a cycle of barrels asks for nothing more
    for (const importerId of ctx.getModuleInfo(barrelId)?.importers ?? []) {
      if (!onStartPath(importerId, ctx, seen)) continue;
      const importer = ctx.getModuleInfo(importerId);
      if (!importer) continue;
      const asked = isBarrel(importer) ? barrelRequests(importerId, ctx, seen) : namedImports(importer);
      if (asked === 'all') {
        requested.set(barrelId, 'all');
        return 'all';
      }
      for (const name of asked) names.add(name);
    }
    return names;
  };

  return (id: string, ctx: ChunkingContext): string | null => {
    if (/[\\/]node_modules[\\/]|^\0/.test(id)) return null;
    return onStartPath(id, ctx, new Set()) ? name : null;
  };
}

/**
 * A library barrel: re-exports only, as `export … from` lines or as `import {…} from` lines and one
 * `export {…}` list of what they imported (the shape of react-aria's packages, which also import
 * `client-only` for nothing but its name).
 */
const isBarrel = (info: ModuleInfo) =>
  info.code !== null &&
  info.code
    .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
    .split(';')
    .map((statement) => statement.trim())
    .every(
      (statement) =>
        statement === '' ||
        /^export\s+(\*|\{[^}]*\}|type\s+\{[^}]*\})\s+from\s+['"][^'"]+['"]$/.test(statement) ||
        /^import\s+(\{[^}]*\}\s+from\s+)?['"][^'"]+['"]$/.test(statement) ||
        /^export\s+\{[^}]*\}$/.test(statement),
    );

const isBarrelId = (id: string, ctx: ChunkingContext) => {
  const info = ctx.getModuleInfo(id);
  return info !== null && isBarrel(info);
};

/** The names a module imports from other modules (`all` for a namespace import). */
const namedImports = (info: ModuleInfo): Set<string> | 'all' => {
  const names = new Set<string>();
  const code = info.code ?? '';
  if (/import\s+\*\s+as\s+\w+\s+from/.test(code) || /export\s+\*\s+as\s+\w+\s+from/.test(code)) return 'all';
  for (const match of code.matchAll(/(?:import|export)\s+(?!type\s)\{([^}]*)\}\s*from/g)) {
    for (const part of match[1].split(',')) {
      const imported = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (imported) names.add(imported);
    }
  }
  return names;
};

/**
 * The chunk groups of what a centre loads before it shows. Left to itself the bundler gives each set
 * of lazy entries that shares a module a chunk of its own: a phone opening the member centre's
 * account record by its address waited for 59 files, most of 1–2 KB, and on HTTP/1.1 each file
 * holds one of the browser's six connections for a round trip (docs/product/performance.md "A
 * centre in fewer files"). `paths` names the parts (the centre's frame, the records pages' kit) by
 * their root modules: what a part's roots import, less the start, is one chunk of that name. A module
 * the rest of the portal uses too (what it reaches without entering a module `isCentreEntry` names)
 * stays out of it, so no page outside the centres loads centre code; of those, the ones smaller than
 * `sharedBelow` characters are one `centre-shared` chunk (a few KB that a page outside may load
 * with the one module it needs).
 */
export function createCentreChunkGroup(
  paths: Record<string, (id: string) => boolean>,
  isCentreEntry: (id: string) => boolean,
  sharedBelow: number,
  isVendor: (id: string) => boolean,
) {
  let names: Map<string, string> | undefined;
  return {
    name: (id: string, ctx: ChunkingContext): string | null => {
      names ??= centreChunkNames(id, ctx, paths, isCentreEntry, sharedBelow, isVendor);
      return names.get(id) ?? null;
    },
    debugName: 'centre',
    // Only the modules of the parts, not what they import from the start or the other groups.
    includeDependenciesRecursively: false,
  };
}

function centreChunkNames(
  anyId: string,
  ctx: ChunkingContext,
  paths: Record<string, (id: string) => boolean>,
  isCentreEntry: (id: string) => boolean,
  sharedBelow: number,
  isVendor: (id: string) => boolean,
): Map<string, string> {
  const entries = findEntries(anyId, ctx);
  const start = reach(entries, ctx, () => false);
  const everything = [...reach(entries, ctx, () => true)];
  const outside = reach(entries, ctx, (id) => !isCentreEntry(id));
  const names = new Map<string, string>();
  const shared = new Set<string>();
  for (const [name, isRoot] of Object.entries(paths)) {
    for (const id of reach(everything.filter(isRoot), ctx, () => false)) {
      if (names.has(id) || start.has(id) || /^\0/.test(id)) continue;
      if (!outside.has(id)) names.set(id, name);
      else if ((ctx.getModuleInfo(id)?.code?.length ?? Infinity) < sharedBelow) shared.add(id);
    }
  }
  // A shared module joins only with what it imports (through barrels; but the start and the
  // vendors): a chunk that imports a chunk importing it back runs a module before its dependency.
  const importsOf = new Map([...shared].map((id) => [id, [...reach([id], ctx, () => false)].filter((dep) => dep !== id)]));
  const fine = (dep: string) => start.has(dep) || shared.has(dep) || isVendor(dep) || isBarrelId(dep, ctx);
  for (let changed = true; changed;) {
    changed = false;
    for (const id of shared) {
      if ((importsOf.get(id) ?? []).every(fine)) continue;
      shared.delete(id);
      changed = true;
    }
  }
  for (const id of shared) names.set(id, 'centre-shared');
  return names;
}

/**
 * The modules `starts` reach through static imports, and through the dynamic imports whose target
 * `followDynamic` accepts. Through a library barrel only the modules that export a name its reached
 * importers ask for count (like the start group); a barrel imported dynamically, as a start or by a
 * namespace import passes on everything.
 */
function reach(starts: string[], ctx: ChunkingContext, followDynamic: (id: string) => boolean): Set<string> {
  const reached = new Set<string>(starts);
  const asked = new Map<string, Set<string> | 'all'>(starts.map((id) => [id, 'all']));
  const queue = [...starts];
  /** Adds `names` to what a barrel is asked for; true when that grew. */
  const ask = (barrelId: string, names: Set<string> | 'all'): boolean => {
    const current = asked.get(barrelId);
    if (current === 'all') return false;
    if (names === 'all') {
      asked.set(barrelId, 'all');
      return true;
    }
    const next = current ?? new Set<string>();
    const size = next.size;
    for (const name of names) next.add(name);
    asked.set(barrelId, next);
    return current === undefined || next.size > size;
  };
  const visit = (id: string, names: Set<string> | 'all') => {
    const info = ctx.getModuleInfo(id);
    const grew = info !== null && isBarrel(info) && ask(id, names);
    if (!reached.has(id)) {
      reached.add(id);
      queue.push(id);
    } else if (grew) queue.push(id);
  };
  while (queue.length > 0) {
    const info = ctx.getModuleInfo(queue.pop() as string);
    if (!info) continue;
    const barrel = isBarrel(info);
    const names = barrel ? (asked.get(info.id) ?? new Set<string>()) : namedImports(info);
    for (const depId of info.importedIds) {
      const dep = ctx.getModuleInfo(depId);
      if (barrel && names !== 'all' && dep !== null && !dep.exports.some((name) => names.has(name))) continue;
      visit(depId, names);
    }
    for (const depId of info.dynamicallyImportedIds) if (followDynamic(depId)) visit(depId, 'all');
  }
  return reached;
}
/** The entries of the graph a module belongs to, found through its importers. */
function findEntries(id: string, ctx: ChunkingContext): string[] {
  const seen = new Set<string>([id]);
  const queue = [id];
  const entries: string[] = [];
  while (queue.length > 0) {
    const info = ctx.getModuleInfo(queue.pop() as string);
    if (!info) continue;
    if (info.isEntry) entries.push(info.id);
    for (const next of [...info.importers, ...info.dynamicImporters]) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return entries;
}
