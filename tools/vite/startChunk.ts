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

  const isBarrel = (info: ModuleInfo) =>
    info.code !== null &&
    info.code
      .replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
      .split(';')
      .map((statement) => statement.trim())
      .every((statement) => statement === '' || /^export\s+(\*|\{[^}]*\}|type\s+\{[^}]*\})\s+from\s+['"][^'"]+['"]$/.test(statement));

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
