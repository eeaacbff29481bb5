import type { Plugin, Rollup } from 'vite';

/**
 * Fewer, larger files for the code that loads on demand (docs/product/performance.md "Fewer, larger
 * files"). Left to itself the bundler gives every set of lazy entries that shares modules a chunk of
 * its own: exact (no page loads a byte it does not use) but a page asked for 40–90 script files
 * before it showed, and over HTTP/1.1 each holds one of the browser's six connections for a round
 * trip. The build therefore writes its bundle twice from the same module graph: a first output
 * split by the bundler alone (written nowhere), from which this plan merges chunks, then the real
 * output with the plan as a chunk group. Everything comes from the bundler's own output (its chunks,
 * their modules, their imports): no module is named, no source is read.
 *
 * - Small shared pieces: every chunk under `smallBelow` bytes that is not an entry of its own and
 *   imports only the start, the fixed groups or other such pieces becomes one `lazy-common` chunk
 *   (a page loads a few KB it may not use, instead of a dozen requests).
 * - A piece into what it needs: a chunk under `hostBelow` bytes joins a chunk it imports when the
 *   bytes that costs are small: its size times the lazy entries that load the other chunk without
 *   it (`maxCost`). Such a chunk is always loaded with the one it joins, so a page that needed it
 *   asks for one file less.
 * Merges never make two chunks import each other (the execution order of modules would break).
 */
export interface PlanChunk {
  fileName: string;
  name: string;
  size: number;
  moduleIds: string[];
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
}

export interface ChunkPlanOptions {
  /** Chunks the plan leaves alone: the start's and the fixed groups' (vendors, catalogs, the contract). */
  fixed: (chunk: PlanChunk) => boolean;
  smallBelow: number;
  hostBelow: number;
  maxCost: number;
}

/** The group each module of a merged chunk goes to (its chunk's name when a page's entry is in it). */
export function planChunks(chunks: PlanChunk[], { fixed, smallBelow, hostBelow, maxCost }: ChunkPlanOptions): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const staticClosure = (roots: string[], follow: (file: string) => boolean) => {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const file = queue.pop() as string;
      if (seen.has(file) || !follow(file)) continue;
      seen.add(file);
      queue.push(...(byFile.get(file)?.imports ?? []));
    }
    return seen;
  };
  const start = staticClosure(
    chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    () => true,
  );
  const isFixed = (file: string) => start.has(file) || fixed(byFile.get(file) as PlanChunk);
  const lazy = chunks.filter((chunk) => !isFixed(chunk.fileName));

  // Which lazy entries load each chunk (the entries whose static imports reach it).
  const loaders = new Map<string, Set<string>>();
  for (const entry of lazy.filter((chunk) => chunk.isDynamicEntry))
    for (const file of staticClosure([entry.fileName], (candidate) => !isFixed(candidate))) {
      if (!loaders.has(file)) loaders.set(file, new Set());
      loaders.get(file)?.add(entry.fileName);
    }

  // Groups as a union-find over the lazy chunks.
  const parent = new Map(lazy.map((chunk) => [chunk.fileName, chunk.fileName]));
  const find = (file: string): string => {
    let root = file;
    while (parent.get(root) !== root) root = parent.get(root) as string;
    return root;
  };
  const members = () => {
    const groups = new Map<string, PlanChunk[]>();
    for (const chunk of lazy) {
      const root = find(chunk.fileName);
      if (!groups.has(root)) groups.set(root, []);
      groups.get(root)?.push(chunk);
    }
    return groups;
  };
  const groupImports = (group: PlanChunk[], root: string) =>
    new Set(group.flatMap((chunk) => chunk.imports.filter((file) => !isFixed(file)).map(find)).filter((other) => other !== root));
  const acyclic = () => {
    const groups = members();
    const edges = new Map([...groups].map(([root, group]) => [root, groupImports(group, root)]));
    const state = new Map<string, 'open' | 'done'>();
    const visit = (root: string): boolean => {
      state.set(root, 'open');
      for (const next of edges.get(root) ?? []) {
        if (state.get(next) === 'open') return false;
        if (!state.has(next) && !visit(next)) return false;
      }
      state.set(root, 'done');
      return true;
    };
    return [...groups.keys()].every((root) => state.has(root) || visit(root));
  };

  // Small shared pieces: one chunk, of those that need nothing else lazy.
  const small = new Set(lazy.filter((chunk) => chunk.size < smallBelow && !chunk.isDynamicEntry).map((chunk) => chunk.fileName));
  for (let changed = true; changed;) {
    changed = false;
    for (const file of small)
      if (byFile.get(file)?.imports.some((dep) => !isFixed(dep) && !small.has(dep))) {
        small.delete(file);
        changed = true;
      }
  }
  const [common, ...rest] = [...small].sort();
  for (const file of rest) parent.set(file, common as string);

  // A piece into what it needs, cheapest first, while the cost stays small and no cycle appears.
  const sizeOf = (group: PlanChunk[]) => group.reduce((sum, chunk) => sum + chunk.size, 0);
  const loadersOf = (group: PlanChunk[]) => new Set(group.flatMap((chunk) => [...(loaders.get(chunk.fileName) ?? [])]));
  const isPage = (chunk: PlanChunk) => chunk.isDynamicEntry && chunk.name.endsWith('Page');
  /** Pairs whose merge would make two chunks import each other. */
  const cyclic = new Set<string>();
  for (;;) {
    let best: { cost: number; from: string; into: string } | undefined;
    const groups = members();
    for (const [root, group] of groups) {
      if (root === common || group.some(isPage)) continue;
      const size = sizeOf(group);
      if (size >= hostBelow) continue;
      const own = loadersOf(group);
      for (const into of groupImports(group, root)) {
        if (cyclic.has(`${root} ${into}`)) continue;
        const others = [...loadersOf(groups.get(into) ?? [])].filter((entry) => !own.has(entry)).length;
        const cost = size * others;
        if (cost <= maxCost && (!best || cost < best.cost)) best = { cost, from: root, into };
      }
    }
    if (!best) break;
    parent.set(best.from, best.into);
    if (!acyclic()) {
      parent.set(best.from, best.from);
      cyclic.add(`${best.from} ${best.into}`);
    }
  }

  const plan = new Map<string, string>();
  for (const [root, group] of members()) {
    if (group.length < 2) continue;
    const page = group.find(isPage);
    const name = root === common ? 'lazy-common' : (page ?? (byFile.get(root) as PlanChunk)).name;
    for (const chunk of group) for (const id of chunk.moduleIds) plan.set(id, name);
  }
  return plan;
}

/**
 * The two outputs' glue: `planOutput` is an output of the same build that the bundler splits by
 * itself; the plugin reads it when it is generated, keeps the plan and writes none of it; `group`
 * is the real output's chunk group that follows the plan.
 */
export function chunkPlan(options: Omit<ChunkPlanOptions, 'fixed'> & { fixedGroup: (name: string) => boolean }) {
  let plan: Map<string, string> | undefined;
  const PLAN_MARKER = 'portal-chunk-plan';
  const plugin: Plugin = {
    name: 'portal:chunk-plan',
    generateBundle: {
      order: 'post',
      handler(outputOptions, bundle) {
        if (outputOptions.name !== PLAN_MARKER) return;
        const chunks = Object.values(bundle)
          .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
          .map((chunk) => ({
            fileName: chunk.fileName,
            name: chunk.name,
            size: chunk.code.length,
            moduleIds: chunk.moduleIds,
            imports: chunk.imports,
            isEntry: chunk.isEntry,
            isDynamicEntry: chunk.isDynamicEntry,
          }));
        plan = planChunks(chunks, { ...options, fixed: (chunk) => options.fixedGroup(chunk.name) });
        // The first output is only read: nothing of it is written.
        for (const fileName of Object.keys(bundle)) delete bundle[fileName];
      },
    },
  };
  return {
    plugin,
    /** Marks the output the plan is read from (rolldown's `output.name`, unused by an ES build otherwise). */
    planOutputName: PLAN_MARKER,
    group: {
      name: (id: string) => {
        if (!plan) throw new Error('chunkPlan: the real output was chunked before the plan output');
        return plan.get(id) ?? null;
      },
      debugName: 'chunk-plan',
      includeDependenciesRecursively: false,
      priority: -1,
    },
  };
}
