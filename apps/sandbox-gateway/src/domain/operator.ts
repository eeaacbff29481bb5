import type { GatewayContext } from '../core/context';
import { dropAll } from '../db/database';
import { seedIfEmpty } from '../seed';

export interface Fault {
  prefix: string;
  latencyMs: number;
  errorRate: number;
  /** Set: the fault applies only to requests carrying FAULT_SCOPE_HEADER with this value; null: to every request. */
  scope: string | null;
}

/**
 * The header that puts a request in a fault scope: one browser context of a journey, so faults set
 * for it do not slow or fail the journeys running beside it. Sandbox-only (no platform header).
 */
export const FAULT_SCOPE_HEADER = 'X-Sandbox-Fault-Scope';
export const FAULT_SCOPE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The draws of a fault set with a `seed` (mulberry32, kept in memory per gateway, scope and
 * prefix): the n-th request under the prefix (in that scope) fails or not the same way in every
 * run, so a journey under 10 % errors is repeatable as far as its requests come in the same
 * order. Without a seed, Math.random.
 */
const seededDraws = new WeakMap<GatewayContext, Map<string, () => number>>();
/** The key of a draw sequence: the scope has no spaces (FAULT_SCOPE_PATTERN), '' is the unscoped one. */
const drawKey = (scope: string | null, prefix: string) => `${scope ?? ''} ${prefix}`;

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A draw in [0, 1) for a request under the fault's prefix: seeded when the fault was set with a seed. */
export function faultDraw(gw: GatewayContext, fault: Pick<Fault, 'prefix' | 'scope'>): number {
  return seededDraws.get(gw)?.get(drawKey(fault.scope, fault.prefix))?.() ?? Math.random();
}

const COLUMNS = 'prefix, latency_ms AS latencyMs, error_rate AS errorRate';

/** Every fault, the unscoped ones first (scope null). */
export const listFaults = (gw: GatewayContext) =>
  gw.db
    .prepare<unknown[], Fault>(`SELECT ${COLUMNS}, NULL AS scope FROM faults UNION ALL SELECT ${COLUMNS}, scope FROM scoped_faults ORDER BY scope, prefix`)
    .all();

export function setFault(gw: GatewayContext, fault: Omit<Fault, 'scope'> & { scope?: string; seed?: number }): void {
  const scope = fault.scope ?? null;
  const draws = seededDraws.get(gw) ?? new Map<string, () => number>();
  seededDraws.set(gw, draws);
  if (fault.seed === undefined) draws.delete(drawKey(scope, fault.prefix));
  else draws.set(drawKey(scope, fault.prefix), mulberry32(fault.seed));
  const set = 'DO UPDATE SET latency_ms = excluded.latency_ms, error_rate = excluded.error_rate';
  if (scope === null)
    gw.db
      .prepare(`INSERT INTO faults (prefix, latency_ms, error_rate) VALUES (?, ?, ?) ON CONFLICT (prefix) ${set}`)
      .run(fault.prefix, fault.latencyMs, fault.errorRate);
  else
    gw.db
      .prepare(`INSERT INTO scoped_faults (scope, prefix, latency_ms, error_rate) VALUES (?, ?, ?, ?) ON CONFLICT (scope, prefix) ${set}`)
      .run(scope, fault.prefix, fault.latencyMs, fault.errorRate);
}

/**
 * Clears faults (and their seeded draws), optionally only one prefix: without a scope the unscoped
 * ones (a scope's faults stay: they belong to a journey running beside), with a scope that scope's,
 * with scope '*' every fault, scoped or not.
 */
export function clearFaults(gw: GatewayContext, filter: { prefix?: string; scope?: string }): void {
  const { prefix, scope } = filter;
  const all = scope === '*';
  const byPrefix = prefix ? ' AND prefix = ?' : '';
  const args = prefix ? [prefix] : [];
  if (scope === undefined || all) gw.db.prepare(`DELETE FROM faults WHERE 1${byPrefix}`).run(...args);
  if (all) gw.db.prepare(`DELETE FROM scoped_faults WHERE 1${byPrefix}`).run(...args);
  else if (scope !== undefined) gw.db.prepare(`DELETE FROM scoped_faults WHERE scope = ?${byPrefix}`).run(scope, ...args);
  const draws = seededDraws.get(gw);
  for (const key of draws?.keys() ?? []) {
    const [keyScope, keyPrefix] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)];
    if ((all || keyScope === (scope ?? '')) && (!prefix || keyPrefix === prefix)) draws!.delete(key);
  }
}

/** A row of `table` whose prefix matches the path: the prefix itself, or a path under it. */
const MATCHES = "(? = prefix OR ? LIKE prefix || '/%' OR (substr(prefix, -1) = '/' AND ? LIKE prefix || '%'))";

/**
 * The fault for a request: the longest matching prefix among the faults of the request's scope
 * (its FAULT_SCOPE_HEADER) if one matches, else the longest among the unscoped faults. A scope
 * thus overrides the unscoped faults for its requests, even with a shorter prefix.
 */
export function faultFor(gw: GatewayContext, path: string, scope?: string): Fault | null {
  if (scope) {
    const scoped = gw.db
      .prepare<unknown[], Fault>(`SELECT ${COLUMNS}, scope FROM scoped_faults WHERE scope = ? AND ${MATCHES} ORDER BY length(prefix) DESC LIMIT 1`)
      .get(scope, path, path, path);
    if (scoped) return scoped;
  }
  const row = gw.db
    .prepare<unknown[], Fault>(`SELECT ${COLUMNS}, NULL AS scope FROM faults WHERE ${MATCHES} ORDER BY length(prefix) DESC LIMIT 1`)
    .get(path, path, path);
  return row ?? null;
}

export const emailOutbox = (gw: GatewayContext) =>
  gw.db.prepare('SELECT username, email, subject, created_at AS createdAt FROM outbox_email ORDER BY id DESC LIMIT 50').all();

/** Drops everything and seeds again (the encryption key pair is kept). */
export function resetSandbox(gw: GatewayContext): void {
  dropAll(gw.db);
  seedIfEmpty(gw);
}

export interface ArtRow {
  title: string;
  width?: number;
  height?: number;
  subtitle?: string;
}

/** What the artwork of /sandbox/art/<kind>/<id> shows, or null for an unknown kind or id. */
export function artFor(gw: GatewayContext, kind: string, id: string): ArtRow | null {
  const q = (sql: string) => gw.db.prepare<unknown[], ArtRow>(sql).get(id) ?? null;
  switch (kind) {
    case 'banner':
      return q('SELECT title, width, height FROM banners WHERE id = ?');
    case 'game':
      return q('SELECT name AS title, 240 AS width, 240 AS height, vendor AS subtitle FROM games WHERE id = ?');
    case 'vendor':
      return { title: id, width: 160, height: 80 };
    case 'promotion':
      return q('SELECT title, 600 AS width, 240 AS height FROM promotions WHERE id = ?');
    case 'avatar':
      return /^\d+$/.test(id) ? { title: `#${id}`, width: 96, height: 96 } : null;
    case 'reward':
      return q('SELECT name AS title, 240 AS width, 240 AS height FROM rewards WHERE id = ?');
    case 'qr':
      return { title: id.toUpperCase(), width: 200, height: 200, subtitle: 'Scan to download' };
    default:
      return null;
  }
}
