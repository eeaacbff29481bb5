import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway, type Gateway } from '../app';

export const OPERATOR_KEY = 'test-operator-key';
/**
 * scrypt cost of the unit tests' gateways (2^10): they log in hundreds of times per run. The
 * served gateway hashes at PASSWORD_COST_LOG2 (2^17); security-passwords.test.ts checks that cost.
 */
export const TEST_PASSWORD_COST_LOG2 = 10;

export interface Harness extends Gateway {
  clock: { now: number; advance(ms: number): void };
  dbPath: string;
  /** `app.request` with JSON helpers. */
  call(method: string, path: string, init?: { body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  json<T = { success: boolean; message: string | null; value: unknown }>(
    method: string,
    path: string,
    init?: { body?: unknown; headers?: Record<string, string> },
  ): Promise<{ status: number; body: T; headers: Headers }>;
  operator(method: string, path: string, body?: unknown): Promise<{ status: number; body: { success: boolean; value: unknown; message: string | null } }>;
  /** Reopens the same database file (a gateway restart). */
  restart(): Harness;
  dispose(): void;
}

const START = Date.UTC(2025, 0, 15, 12, 0, 0);
let template: string | undefined;

/** A freshly seeded database file, built once per test worker and copied for each harness. */
function seededTemplate(): string {
  if (template && existsSync(template)) return template;
  const dir = mkdtempSync(join(tmpdir(), 'gw-template-'));
  const path = join(dir, 'template.db');
  createGateway({ dbPath: path, operatorKey: OPERATOR_KEY, now: () => START, passwordCostLog2: TEST_PASSWORD_COST_LOG2 }).close();
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  template = path;
  return path;
}

/** A reproducible source for the gateway's draws (mulberry32): the same seed, the same slot reels and lottery numbers. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A gateway on a fresh temporary SQLite file (a copy of the seeded template), with a controllable
 * clock; `random` replaces the server's draws where a test must not depend on luck.
 */
export function createHarness(options: { dir?: string; start?: number; ownsDir?: boolean; random?: () => number } = {}): Harness {
  const dir = options.dir ?? mkdtempSync(join(tmpdir(), 'gw-'));
  const ownsDir = options.ownsDir ?? !options.dir;
  const dbPath = join(dir, 'gateway.db');
  if (!existsSync(dbPath)) copyFileSync(seededTemplate(), dbPath);
  const clock = {
    now: options.start ?? START,
    advance(ms: number) {
      clock.now += ms;
    },
  };
  // The suites name their merchant in the Merchant header, as the development start does (GATEWAY_MERCHANT_HEADER=on).
  const gateway = createGateway({
    dbPath,
    operatorKey: OPERATOR_KEY,
    now: () => clock.now,
    passwordCostLog2: TEST_PASSWORD_COST_LOG2,
    merchantHeader: true,
    random: options.random,
  });
  const call: Harness['call'] = (method, path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
      headers['Content-Type'] ??= 'application/json';
    }
    return Promise.resolve(gateway.app.request(path, { method, headers, body }));
  };
  const json: Harness['json'] = async (method, path, init) => {
    const res = await call(method, path, init);
    return { status: res.status, body: (await res.json()) as never, headers: res.headers };
  };
  const harness: Harness = {
    ...gateway,
    clock,
    dbPath,
    call,
    json,
    operator: (method, path, body) => json(method, path, { body, headers: { 'X-Operator-Key': OPERATOR_KEY } }),
    restart() {
      gateway.close();
      return createHarness({ dir, start: clock.now, ownsDir, random: options.random });
    },
    dispose() {
      try {
        gateway.close();
      } catch {
        /* already closed */
      }
      if (ownsDir) rmSync(dir, { recursive: true, force: true });
    },
  };
  return harness;
}
