import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { revisionOf } from '../utils/revisionOf';

describe('a file’s revision in the worker', () => {
  it('is what the build writes: the first 16 hexadecimal digits of its SHA-256', async () => {
    const page = '<!doctype html><title>Portal</title>';
    const bytes = new TextEncoder().encode(page);
    expect(await revisionOf(webcrypto as unknown as Crypto, bytes)).toBe(createHash('sha256').update(page).digest('hex').slice(0, 16));
    expect(await revisionOf(webcrypto as unknown as Crypto, bytes.buffer)).toHaveLength(16);
  });
});
