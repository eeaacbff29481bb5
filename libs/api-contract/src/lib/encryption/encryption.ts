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
/** Curve25519 key and nacl-box nonce sizes (tweetnacl's `box.publicKeyLength` and `box.nonceLength`). */
export const NACL_KEY_BYTES = 32;
export const NACL_NONCE_BYTES = 24;

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
  publicKey: base64Key(NACL_KEY_BYTES),
});
export type EncryptionKey = z.infer<typeof encryptionKeySchema>;

export const encryptedEnvelopeSchema = z.object({
  keyId: z.string().min(1),
  epk: base64Key(NACL_KEY_BYTES),
  nonce: base64Key(NACL_NONCE_BYTES),
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

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Identity of an envelope for replay detection: the decoded bytes of `epk` and `nonce`, never their spelling. */
export function replayId(envelope: Pick<EncryptedEnvelope, 'epk' | 'nonce'>): string {
  return `${hex(fromBase64(envelope.epk))}:${hex(fromBase64(envelope.nonce))}`;
}
