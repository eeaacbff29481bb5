import nacl from 'tweetnacl';
import { z } from 'zod';

/**
 * Payload encryption shared by the client and the gateway (framework-free; browser and Node).
 *
 * `GET /wps/system/encryption` publishes `{ algorithm: "nacl-box", keyId, publicKey }`. An encrypted
 * request carries the header `Encryption: nacl-box` and the body `{ keyId, epk, nonce, box }`:
 * a fresh ephemeral key pair per request (`epk` is its public key), a random 24-byte nonce and
 * `box = nacl.box(utf8(JSON.stringify({ ...payload, ts })), nonce, serverPublicKey, ephemeralSecretKey)`,
 * all base64. `ts` is ms since the epoch; the server refuses a ts more than 5 minutes off and
 * any `(epk, nonce)` it has seen before.
 */
export const ENCRYPTION_ALGORITHM = 'nacl-box';
export const ENCRYPTION_MAX_SKEW_MS = 5 * 60 * 1000;

/** Server error messages (HTTP 400) of encrypted calls. */
export const ENCRYPTION_ERROR = {
  required: 'encryption_required',
  invalid: 'encryption_invalid',
  replay: 'encryption_replay',
} as const;

/**
 * Canonical base64 only: the standard alphabet, padded, no whitespace and no spare bits, so that one
 * byte string has exactly one accepted spelling (replay detection relies on it as well as on bytes).
 */
export function isCanonicalBase64(text: string): boolean {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return false;
  try {
    return toBase64(fromBase64(text)) === text;
  } catch {
    return false;
  }
}

const base64Key = (bytes: number) =>
  z.string().refine((s) => isCanonicalBase64(s) && fromBase64(s).length === bytes, `expected ${bytes} bytes in canonical base64`);

export const encryptionKeySchema = z.object({
  algorithm: z.literal(ENCRYPTION_ALGORITHM),
  keyId: z.string().min(1),
  /** Curve25519 public key, 32 bytes, base64. */
  publicKey: base64Key(nacl.box.publicKeyLength),
});
export type EncryptionKey = z.infer<typeof encryptionKeySchema>;

export const encryptedEnvelopeSchema = z.object({
  keyId: z.string().min(1),
  epk: base64Key(nacl.box.publicKeyLength),
  nonce: base64Key(nacl.box.nonceLength),
  box: z.string().refine((s) => s.length > 0 && isCanonicalBase64(s), 'expected a box in canonical base64'),
});
export type EncryptedEnvelope = z.infer<typeof encryptedEnvelopeSchema>;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i]);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Encrypts `payload` (plus `ts`) for the server key. A new ephemeral key pair every call. */
export function sealPayload(payload: Record<string, unknown>, key: Pick<EncryptionKey, 'keyId' | 'publicKey'>, now: number = Date.now()): EncryptedEnvelope {
  const ephemeral = nacl.box.keyPair();
  const nonce = nacl.randomBytes(nacl.box.nonceLength);
  // Copy into this realm's Uint8Array: tweetnacl checks `instanceof Uint8Array` (jsdom's TextEncoder differs).
  const plaintext = Uint8Array.from(new TextEncoder().encode(JSON.stringify({ ...payload, ts: now })));
  const box = nacl.box(plaintext, nonce, fromBase64(key.publicKey), ephemeral.secretKey);
  return { keyId: key.keyId, epk: toBase64(ephemeral.publicKey), nonce: toBase64(nonce), box: toBase64(box) };
}

export type OpenResult =
  { ok: true; payload: Record<string, unknown>; ts: number } | { ok: false; error: (typeof ENCRYPTION_ERROR)[keyof typeof ENCRYPTION_ERROR] };

/**
 * Opens an envelope with the server's secret key and checks the timestamp window.
 * Replay of `(epk, nonce)` is the caller's job (it needs storage): see `replayId`.
 */
export function openPayload(envelope: unknown, secretKey: Uint8Array, now: number = Date.now(), maxSkewMs: number = ENCRYPTION_MAX_SKEW_MS): OpenResult {
  const parsed = encryptedEnvelopeSchema.safeParse(envelope);
  if (!parsed.success) return { ok: false, error: ENCRYPTION_ERROR.required };
  let opened: Uint8Array | null;
  try {
    const { epk, nonce, box } = parsed.data;
    opened = nacl.box.open(fromBase64(box), fromBase64(nonce), fromBase64(epk), secretKey);
  } catch {
    opened = null;
  }
  if (!opened) return { ok: false, error: ENCRYPTION_ERROR.invalid };
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(opened));
  } catch {
    return { ok: false, error: ENCRYPTION_ERROR.invalid };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return { ok: false, error: ENCRYPTION_ERROR.invalid };
  const { ts, ...payload } = data as Record<string, unknown>;
  if (typeof ts !== 'number' || !Number.isFinite(ts)) return { ok: false, error: ENCRYPTION_ERROR.invalid };
  if (Math.abs(now - ts) > maxSkewMs) return { ok: false, error: ENCRYPTION_ERROR.replay };
  return { ok: true, payload, ts };
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Identity of an envelope for replay detection: the decoded bytes of `epk` and `nonce`, never their spelling. */
export function replayId(envelope: Pick<EncryptedEnvelope, 'epk' | 'nonce'>): string {
  return `${hex(fromBase64(envelope.epk))}:${hex(fromBase64(envelope.nonce))}`;
}

/** A fresh server key pair (base64), e.g. for the gateway. */
export function generateEncryptionKeyPair(): { publicKey: string; secretKey: string } {
  const pair = nacl.box.keyPair();
  return { publicKey: toBase64(pair.publicKey), secretKey: toBase64(pair.secretKey) };
}
