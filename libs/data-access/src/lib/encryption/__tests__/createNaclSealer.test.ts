import { openPayload, toBase64 } from '@portal/api-contract';
import nacl from 'tweetnacl';
import { describe, expect, it, vi } from 'vitest';
import { createNaclSealer } from '../createNaclSealer';

describe('createNaclSealer', () => {
  const server = nacl.box.keyPair();
  const keyResponse = () =>
    new Response(JSON.stringify({ success: true, value: { algorithm: 'nacl-box', keyId: 'k1', publicKey: toBase64(server.publicKey) } }));

  it('seals a payload that the server key opens, fetching the key once', async () => {
    const fetchFn = vi.fn(async () => keyResponse());
    const seal = createNaclSealer({ merchant: 'PT001', fetch: fetchFn as unknown as typeof fetch });
    const first = (await seal({ username: 'ana', password: 's3cret!' })) as { keyId: string; epk: string };
    const second = (await seal({ username: 'ana', password: 's3cret!' })) as { epk: string };
    expect(fetchFn).toHaveBeenCalledOnce();
    expect(first.keyId).toBe('k1');
    expect(first.epk).not.toBe(second.epk);
    expect(JSON.stringify(first)).not.toContain('s3cret!');
    const opened = openPayload(first, server.secretKey);
    expect(opened).toMatchObject({ ok: true, payload: { username: 'ana', password: 's3cret!' } });
  });

  it('retries the key fetch after a failure', async () => {
    const fetchFn = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockImplementation(async () => keyResponse());
    const seal = createNaclSealer({ merchant: 'PT001', fetch: fetchFn as unknown as typeof fetch });
    await expect(seal({ a: 1 })).rejects.toThrow('offline');
    await expect(seal({ a: 1 })).resolves.toMatchObject({ keyId: 'k1' });
  });
});
