import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { ENCRYPTION_ERROR, fromBase64, isCanonicalBase64, replayId, toBase64 } from '../encryption';
import { generateEncryptionKeyPair, openPayload, sealPayload } from '../nacl';

const server = generateEncryptionKeyPair();
const key = { keyId: 'k1', publicKey: server.publicKey };
const secret = fromBase64(server.secretKey);
const now = Date.UTC(2025, 0, 1);

describe('payload encryption', () => {
  it('round-trips a payload with its timestamp', () => {
    const envelope = sealPayload({ username: 'ana', password: 'çãõ-ü' }, key, now);
    expect(fromBase64(envelope.nonce)).toHaveLength(24);
    expect(fromBase64(envelope.epk)).toHaveLength(32);
    const opened = openPayload(envelope, secret, now + 1000);
    expect(opened).toEqual({ ok: true, payload: { username: 'ana', password: 'çãõ-ü' }, ts: now });
  });

  it('uses a fresh ephemeral key and nonce each time', () => {
    const a = sealPayload({ x: 1 }, key, now);
    const b = sealPayload({ x: 1 }, key, now);
    expect(a.epk).not.toBe(b.epk);
    expect(a.nonce).not.toBe(b.nonce);
  });

  it('refuses a tampered box, a wrong key, a non-envelope and a stale timestamp', () => {
    const envelope = sealPayload({ x: 1 }, key, now);
    const bytes = fromBase64(envelope.box);
    bytes[5] ^= 1;
    expect(openPayload({ ...envelope, box: toBase64(bytes) }, secret, now)).toEqual({ ok: false, error: ENCRYPTION_ERROR.invalid });
    expect(openPayload(envelope, nacl.box.keyPair().secretKey, now)).toEqual({ ok: false, error: ENCRYPTION_ERROR.invalid });
    expect(openPayload({ x: 1 }, secret, now)).toEqual({ ok: false, error: ENCRYPTION_ERROR.required });
    expect(openPayload(envelope, secret, now + 5 * 60 * 1000 + 1)).toEqual({ ok: false, error: ENCRYPTION_ERROR.replay });
    expect(openPayload(envelope, secret, now - 5 * 60 * 1000 - 1)).toEqual({ ok: false, error: ENCRYPTION_ERROR.replay });
  });
});

describe('canonical base64 and replay identity', () => {
  it('accepts only the one canonical spelling of a byte string', () => {
    const text = toBase64(new Uint8Array([1, 2, 3, 4]));
    expect(isCanonicalBase64(text)).toBe(true);
    for (const other of [text.replace(/=+$/, ''), ` ${text}`, `${text}\n`, 'AQIDBA-=', 'AQIDBB==']) expect(isCanonicalBase64(other), other).toBe(false);
  });

  it('identifies an envelope by its bytes', () => {
    const envelope = sealPayload({ a: 1 }, key, now);
    expect(replayId(envelope)).toMatch(/^[0-9a-f]{64}:[0-9a-f]{48}$/);
  });
});
