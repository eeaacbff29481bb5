import type { GatewayContext } from '../core/context';
import { dropAll } from '../db/database';
import { seedIfEmpty } from '../seed';

export interface Fault {
  prefix: string;
  latencyMs: number;
  errorRate: number;
}

/**
 * The draws of a fault set with a `seed` (mulberry32, kept in memory per gateway and prefix): the
 * n-th request under the prefix fails or not the same way in every run, so a journey under 10 %
 * errors is repeatable as far as its requests come in the same order. Without a seed, Math.random.
 */
const seededDraws = new WeakMap<GatewayContext, Map<string, () => number>>();

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
export function faultDraw(gw: GatewayContext, prefix: string): number {
  return seededDraws.get(gw)?.get(prefix)?.() ?? Math.random();
}

export const listFaults = (gw: GatewayContext) => gw.db.prepare('SELECT prefix, latency_ms AS latencyMs, error_rate AS errorRate FROM faults').all() as Fault[];

export function setFault(gw: GatewayContext, fault: Fault & { seed?: number }): void {
  const draws = seededDraws.get(gw) ?? new Map<string, () => number>();
  seededDraws.set(gw, draws);
  if (fault.seed === undefined) draws.delete(fault.prefix);
  else draws.set(fault.prefix, mulberry32(fault.seed));
  gw.db
    .prepare(
      'INSERT INTO faults (prefix, latency_ms, error_rate) VALUES (?, ?, ?) ON CONFLICT (prefix) DO UPDATE SET latency_ms = excluded.latency_ms, error_rate = excluded.error_rate',
    )
    .run(fault.prefix, fault.latencyMs, fault.errorRate);
}

export function clearFaults(gw: GatewayContext, prefix: string | undefined): void {
  if (prefix) gw.db.prepare('DELETE FROM faults WHERE prefix = ?').run(prefix);
  else gw.db.prepare('DELETE FROM faults').run();
  if (prefix) seededDraws.get(gw)?.delete(prefix);
  else seededDraws.delete(gw);
}

/** The fault of the longest prefix matching a path, if any. */
export function faultFor(gw: GatewayContext, path: string): Fault | null {
  const row = gw.db
    .prepare(
      "SELECT prefix, latency_ms AS latencyMs, error_rate AS errorRate FROM faults WHERE ? = prefix OR ? LIKE prefix || '/%' OR (substr(prefix, -1) = '/' AND ? LIKE prefix || '%') ORDER BY length(prefix) DESC LIMIT 1",
    )
    .get(path, path, path) as Fault | undefined;
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
  const q = (sql: string) => (gw.db.prepare(sql).get(id) as ArtRow | undefined) ?? null;
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
