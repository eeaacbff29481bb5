import nacl from 'tweetnacl';
import {
  ENCRYPTION_ERROR,
  ENCRYPTION_MAX_SKEW_MS,
  encryptedEnvelopeSchema,
  fromBase64,
  toBase64,
  type EncryptedEnvelope,
  type EncryptionKey,
} from './encryption';

// The nacl-box operations of the payload encryption (encryption.ts describes the scheme). Apart from
// the schemas so that a browser loads tweetnacl only when it seals a payload.

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

/** A fresh server key pair (base64), e.g. for the gateway. */
export function generateEncryptionKeyPair(): { publicKey: string; secretKey: string } {
  const pair = nacl.box.keyPair();
  return { publicKey: toBase64(pair.publicKey), secretKey: toBase64(pair.secretKey) };
}
