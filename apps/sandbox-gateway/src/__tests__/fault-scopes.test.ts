import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { call } from '../testing/client';
import { createHarness, type Harness } from '../testing/harness';

/** Faults scoped to one client (X-Sandbox-Fault-Scope): a journey's faults leave the journeys beside it alone. */
let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.dispose());

const inScope = (scope: string) => ({ headers: { 'X-Sandbox-Fault-Scope': scope } });
const menus = async (scope?: string) => (await call(h, endpoints.gameMenus, {}, scope ? inScope(scope) : {})).status;

describe('fault scopes', () => {
  it('a scoped fault fails only the requests of its scope; unscoped faults still apply to every request', async () => {
    expect((await h.operator('PUT', '/sandbox/faults', { prefix: '/lgw/games', errorRate: 1, scope: 'journey-a' })).status).toBe(200);
    expect(await menus()).toBe(200);
    expect(await menus('journey-b')).toBe(200);
    expect(await menus('journey-a')).toBe(503);

    await h.operator('PUT', '/sandbox/faults', { prefix: '/lgw', errorRate: 1 });
    expect(await menus()).toBe(503);
    expect(await menus('journey-b')).toBe(503);
    // The scope's own faults come first: a scoped fault overrides the unscoped one, even with a shorter prefix.
    await h.operator('PUT', '/sandbox/faults', { prefix: '/lgw', errorRate: 0, scope: 'journey-c' });
    expect(await menus('journey-c')).toBe(200);

    const listed = (await h.operator('GET', '/sandbox/faults')).body.value as { prefix: string; scope: string | null }[];
    expect(listed.map(({ prefix, scope }) => [scope, prefix])).toEqual([
      [null, '/lgw'],
      ['journey-a', '/lgw/games'],
      ['journey-c', '/lgw'],
    ]);
  });

  it('a scoped latency delays only its scope', async () => {
    await h.operator('PUT', '/sandbox/faults', { prefix: '/lgw/games', latencyMs: 150, scope: 'slow' });
    let started = Date.now();
    await menus();
    expect(Date.now() - started).toBeLessThan(100);
    started = Date.now();
    await menus('slow');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('seeded draws are per scope: each scope repeats its own sequence whatever the other scopes do', async () => {
    const statuses = async (scope: string, n = 20) => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push(await menus(scope));
      return out;
    };
    const set = (scope: string) => h.operator('PUT', '/sandbox/faults', { prefix: '/lgw/games', errorRate: 0.3, seed: 18, scope });
    await set('a');
    const alone = await statuses('a');
    expect(alone).toContain(503);
    expect(alone).toContain(200);

    // Again, with another scope drawing from the same seed in between: a's sequence is unchanged.
    await set('a');
    await set('b');
    const first = await statuses('a', 10);
    expect(await statuses('b')).toEqual(alone);
    expect([...first, ...(await statuses('a', 10))]).toEqual(alone);
    // Unscoped requests meet no fault at all.
    expect(await menus()).toBe(200);
  });

  it('DELETE ?scope= clears that scope only; DELETE without a scope clears the unscoped faults; scope=* clears all', async () => {
    await h.operator('PUT', '/sandbox/faults', { prefix: '/lgw/games', errorRate: 1, scope: 'a' });
    await h.operator('PUT', '/sandbox/faults', { prefix: '/lgw/games', errorRate: 1, scope: 'b' });
    await h.operator('PUT', '/sandbox/faults', { prefix: '/wps/system', errorRate: 1 });

    expect((await h.operator('DELETE', '/sandbox/faults?scope=a')).status).toBe(200);
    expect(await menus('a')).toBe(200);
    expect(await menus('b')).toBe(503);
    expect((await call(h, endpoints.systemStatus, {})).status).toBe(503);

    await h.operator('DELETE', '/sandbox/faults');
    expect((await call(h, endpoints.systemStatus, {})).status).toBe(200);
    expect(await menus('b')).toBe(503);

    await h.operator('DELETE', '/sandbox/faults?scope=*');
    expect(await menus('b')).toBe(200);
    expect((await h.operator('GET', '/sandbox/faults')).body.value).toEqual([]);
  });

  it('validates the scope and keeps the operator guard', async () => {
    for (const scope of ['', 'has space', 'x'.repeat(65), 'semi;colon'])
      expect((await h.operator('PUT', '/sandbox/faults', { prefix: '/lgw', errorRate: 1, scope })).status, scope).toBe(400);
    expect((await h.operator('DELETE', '/sandbox/faults?scope=a%20b')).status).toBe(400);
    expect((await h.json('PUT', '/sandbox/faults', { body: { prefix: '/lgw', errorRate: 1, scope: 'a' } })).status).toBe(403);
    expect((await h.json('DELETE', '/sandbox/faults?scope=a')).status).toBe(403);
    expect((await h.json('GET', '/sandbox/faults')).status).toBe(403);
  });

  it('a database from before scopes gets the scoped_faults table when reopened', async () => {
    h.db.exec('DROP TABLE scoped_faults');
    h = h.restart();
    await h.operator('PUT', '/sandbox/faults', { prefix: '/lgw/games', errorRate: 1, scope: 'a' });
    expect(await menus('a')).toBe(503);
  });
});
