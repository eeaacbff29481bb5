import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints, sealPayload } from '@portal/api-contract';
import { encryptionKey } from '../testing/client';
import { createHarness, type Harness } from '../testing/harness';

/**
 * A captured login body cannot be replayed by re-spelling `epk`/`nonce` in base64: every
 * re-spelling of the same bytes is refused once the original was used; none logs in.
 */
describe('replay of a captured envelope', () => {
  let h: Harness;
  beforeEach(() => {
    h = createHarness();
  });
  afterEach(() => h.dispose());

  const rawLogin = (body: unknown) =>
    h.json<{ success: boolean; message: string | null }>('POST', endpoints.login.path, { body, headers: { Encryption: 'nacl-box' } });

  /** Other spellings of the same bytes: no padding, whitespace, URL-safe alphabet, spare bits set. */
  function respellings(b64: string): string[] {
    const last = b64.replace(/=+$/, '');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
    // The last character before the padding carries spare low bits; flip one of them.
    const spare = last.slice(0, -1) + alphabet[alphabet.indexOf(last.slice(-1)) ^ 1] + b64.slice(last.length);
    return [last, ` ${b64}`, `${b64}\n`, b64.replace(/\+/g, '-').replace(/\//g, '_'), spare, `${b64.slice(0, 4)} ${b64.slice(4)}`].filter((v) => v !== b64);
  }

  it('refuses every re-spelling of epk and nonce after the original was used', async () => {
    const envelope = sealPayload({ username: 'demo', password: 'demo1234' }, await encryptionKey(h), h.clock.now);
    expect((await rawLogin(envelope)).body.success).toBe(true);
    const attempts = [
      ...respellings(envelope.epk).map((epk) => ({ ...envelope, epk })),
      ...respellings(envelope.nonce).map((nonce) => ({ ...envelope, nonce })),
    ];
    expect(attempts.length).toBeGreaterThanOrEqual(8);
    for (const attempt of attempts) {
      const res = await rawLogin(attempt);
      expect(res.status, JSON.stringify(attempt)).toBe(400);
      expect(res.body.success).toBe(false);
      // Replayed bytes, a refused spelling, or (spare bits of an unpadded value are real bits) bytes that do not open.
      expect(['encryption_replay', 'encryption_required', 'encryption_invalid']).toContain(res.body.message);
    }
  });

  it('refuses a non-canonical spelling even the first time (only canonical base64 is accepted)', async () => {
    const envelope = sealPayload({ username: 'demo', password: 'demo1234' }, await encryptionKey(h), h.clock.now);
    const res = await rawLogin({ ...envelope, epk: envelope.epk.replace(/=+$/, '') });
    expect(envelope.epk.endsWith('=')).toBe(true);
    expect(res.status).toBe(400);
    expect((await rawLogin(envelope)).body.success).toBe(true);
  });
});
