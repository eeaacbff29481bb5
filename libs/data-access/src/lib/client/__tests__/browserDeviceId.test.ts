import { HEADER, systemStatusEndpoint } from '@portal/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { createPlatformRuntime } from '../../root/createPlatformRuntime';
import { browserDeviceId, DEVICE_ID_KEY } from '../browserDeviceId';

/** A Storage over a Map (jsdom's localStorage is shared between tests). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('browserDeviceId', () => {
  it('is made once, random (a v4 UUID), and the same on every later read of that storage', () => {
    const storage = memoryStorage();
    const id = browserDeviceId(storage);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(storage.getItem(DEVICE_ID_KEY)).toBe(id);
    expect(browserDeviceId(storage)).toBe(id);
    // Another browser profile (another storage) gets another id: nothing is derived from the device.
    expect(browserDeviceId(memoryStorage())).not.toBe(id);
  });

  it('is null when storage refuses (no header is sent then)', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(browserDeviceId(refusing)).toBeNull();
  });

  it('goes as Device-Id on every call of the portal’s platform client, the same id each time', async () => {
    localStorage.removeItem(DEVICE_ID_KEY);
    const fetchFn = vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, value: { status: 0, ip: '1.2.3.4', country: 'BR' } }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchFn);
    try {
      const { client } = createPlatformRuntime({ merchant: 'PT001', language: 'PT' });
      await client.call(systemStatusEndpoint, {});
      await client.call(systemStatusEndpoint, {});
      const sent = fetchFn.mock.calls.map((args) => ((args as unknown[])[1] as RequestInit).headers as Record<string, string>);
      expect(sent[0][HEADER.deviceId]).toBe(localStorage.getItem(DEVICE_ID_KEY));
      expect(sent[1][HEADER.deviceId]).toBe(sent[0][HEADER.deviceId]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
