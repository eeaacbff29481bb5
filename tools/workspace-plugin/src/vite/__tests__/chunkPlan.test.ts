import { describe, expect, it } from 'vitest';
import { planChunks, type PlanChunk } from '../../../../vite/chunkPlan';

/** A chunk of the bundler's own split: its modules are named after it. */
const chunk = (fileName: string, size: number, imports: string[], extra: Partial<PlanChunk> = {}): PlanChunk => ({
  fileName,
  name: fileName,
  size,
  moduleIds: [`/m/${fileName}.ts`],
  imports,
  isEntry: false,
  isDynamicEntry: false,
  ...extra,
});
const options = { fixed: (c: PlanChunk) => c.name.startsWith('vendor-'), smallBelow: 4096, hostBelow: 16_000, maxCost: 20_000 };

describe('planChunks', () => {
  it('puts the small shared pieces that need nothing else lazy into one lazy-common chunk', () => {
    const plan = planChunks(
      [
        chunk('index', 60_000, ['vendor-react'], { isEntry: true }),
        chunk('vendor-react', 200_000, []),
        chunk('LobbyPage', 20_000, ['money', 'format'], { isDynamicEntry: true }),
        chunk('HomePage', 20_000, ['money', 'dialog'], { isDynamicEntry: true }),
        chunk('money', 800, ['format', 'vendor-react']),
        chunk('format', 300, []),
        // Small but it needs a lazy chunk that is not small: left alone (it would import it).
        chunk('dialog', 30_000, []),
        chunk('modalStyles', 500, ['dialog']),
      ],
      { ...options, maxCost: 0 },
    );
    expect(plan.get('/m/money.ts')).toBe('lazy-common');
    expect(plan.get('/m/format.ts')).toBe('lazy-common');
    expect(plan.has('/m/modalStyles.ts')).toBe(false);
    expect(plan.has('/m/LobbyPage.ts')).toBe(false);
    expect(plan.has('/m/index.ts')).toBe(false);
  });

  it('joins a piece to what it needs when few loads carry it for nothing, and keeps a page’s name', () => {
    const plan = planChunks(
      [
        chunk('index', 60_000, [], { isEntry: true }),
        chunk('MembersPage', 10_000, ['records', 'table'], { isDynamicEntry: true }),
        chunk('BetsPage', 10_000, ['records', 'table'], { isDynamicEntry: true }),
        chunk('records', 12_000, ['table']),
        chunk('table', 40_000, []),
        // Loaded by one more entry than `records`: joining it costs 12 000 × 1.
        chunk('OtherPage', 10_000, ['table'], { isDynamicEntry: true }),
      ],
      options,
    );
    expect(plan.get('/m/records.ts')).toBe('table');
    expect(plan.get('/m/table.ts')).toBe('table');
    // Pages are not moved into another chunk: the route's file keeps its name.
    expect(plan.has('/m/MembersPage.ts')).toBe(false);
  });

  it('never merges two chunks into a cycle of imports', () => {
    // a → c and a → b → c: joining a into c (tried first) would make c import b and b import c.
    const plan = planChunks(
      [
        chunk('index', 60_000, [], { isEntry: true }),
        chunk('APage', 1_000, ['a'], { isDynamicEntry: true }),
        chunk('a', 5_000, ['c', 'b']),
        chunk('b', 20_000, ['c']),
        chunk('c', 20_000, []),
      ],
      { ...options, hostBelow: 6_000, maxCost: 1_000_000 },
    );
    expect(plan.get('/m/a.ts')).toBe(plan.get('/m/b.ts'));
    expect(plan.get('/m/c.ts')).not.toBe(plan.get('/m/a.ts'));
  });
});
