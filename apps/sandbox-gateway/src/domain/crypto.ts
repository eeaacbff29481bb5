import { createHash, randomBytes, randomInt, scrypt as scryptCallback, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Unguessable token from the CSPRNG: 32 bytes (256 bits), base64url. */
export const newToken = () => randomBytes(32).toString('base64url');

export const randomDigits = (length: number) => Array.from({ length }, () => randomInt(0, 10)).join('');

/**
 * scrypt cost of new password hashes, as log2(N): 2^17 with r = 8, p = 1 (OWASP's floor for scrypt;
 * about 128 MB and a few hundred ms per hash). Unit tests lower it through
 * `GatewayOptions.passwordCostLog2`; the served gateway (main.ts) never does.
 */
export const PASSWORD_COST_LOG2 = 17;
/** What passwords were hashed with before the stored format carried its cost (`salt:hash`). */
const LEGACY_COST_LOG2 = 10;
const SCRYPT_BLOCK_SIZE = 8;

let costLog2 = PASSWORD_COST_LOG2;

/** The cost (log2 N) new hashes are made with. */
export const passwordCostLog2 = () => costLog2;

/** Sets the cost of the hashes made from now on (createGateway calls it with its option). */
export function setPasswordCostLog2(log2: number): void {
  if (!Number.isInteger(log2) || log2 < 4 || log2 > 20) throw new Error(`scrypt cost 2^${log2} out of range`);
  costLog2 = log2;
}

const scryptOptions = (log2: number): ScryptOptions => ({
  N: 2 ** log2,
  r: SCRYPT_BLOCK_SIZE,
  p: 1,
  maxmem: 2 * 128 * SCRYPT_BLOCK_SIZE * 2 ** log2 + 2 ** 20,
});

/**
 * scrypt on libuv's thread pool: the event loop keeps serving other requests while a hash is made
 * (docs/product/accounts-and-auth.md "Passwords").
 */
const scrypt = (password: string, salt: string, log2: number) =>
  new Promise<Buffer>((resolve, reject) => scryptCallback(password, salt, 32, scryptOptions(log2), (error, key) => (error ? reject(error) : resolve(key))));

const format = (log2: number, salt: string, hash: Buffer) => `scrypt$${log2}$${salt}$${hash.toString('hex')}`;

/** A password hash `scrypt$<log2 N>$<salt>$<hash>` (the cost is stored, so it can be raised later), made off the event loop. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return format(costLog2, salt, await scrypt(password, salt, costLog2));
}

/**
 * The same hash made synchronously, for start-up only (seeding demo accounts, benchmarks, test
 * fixtures) where nothing else is being served yet. Never call it while serving requests.
 */
export function hashPasswordAtStartup(password: string): string {
  const salt = randomBytes(16).toString('hex');
  return format(costLog2, salt, scryptSync(password, salt, 32, scryptOptions(costLog2)));
}

function parseHash(stored: string): { log2: number; salt: string; hash: string } | null {
  const parts = stored.split('$');
  if (parts.length === 4 && parts[0] === 'scrypt') {
    const log2 = Number(parts[1]);
    return Number.isInteger(log2) && log2 >= 4 && log2 <= 20 && parts[2] && parts[3] ? { log2, salt: parts[2], hash: parts[3] } : null;
  }
  const [salt, hash] = stored.split(':');
  return salt && hash ? { log2: LEGACY_COST_LOG2, salt, hash } : null;
}

/** Whether `password` matches the stored hash (any format we ever stored), computed off the event loop. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'hex');
  const candidate = await scrypt(password, parsed.salt, parsed.log2);
  return expected.length === candidate.length && timingSafeEqual(candidate, expected);
}

/**
 * A well-formed hash at today's cost that no password matches: an unknown account is checked
 * against it, so its answer takes as long as a known account's (no user enumeration by timing).
 */
export const unmatchableHash = () => `scrypt$${costLog2}$${'0'.repeat(32)}$${'0'.repeat(64)}`;

/** A hash made at a lower cost than today's (or in the old format): rehash it at the next successful login. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return parsed !== null && parsed.log2 < costLog2;
}

/** Stable JSON (sorted keys) for request fingerprints. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
