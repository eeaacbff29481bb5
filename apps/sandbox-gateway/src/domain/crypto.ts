import { createHash, randomBytes, randomInt, scryptSync, timingSafeEqual } from 'node:crypto';

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

const scrypt = (password: string, salt: string, log2: number) =>
  scryptSync(password, salt, 32, { N: 2 ** log2, r: SCRYPT_BLOCK_SIZE, p: 1, maxmem: 2 * 128 * SCRYPT_BLOCK_SIZE * 2 ** log2 + 2 ** 20 });

/** A password hash `scrypt$<log2 N>$<salt>$<hash>` (the cost is stored, so it can be raised later). */
export function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('hex');
  return `scrypt$${costLog2}$${salt}$${scrypt(password, salt, costLog2).toString('hex')}`;
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

export function verifyPassword(password: string, stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'hex');
  const candidate = scrypt(password, parsed.salt, parsed.log2);
  return expected.length === candidate.length && timingSafeEqual(candidate, expected);
}

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
