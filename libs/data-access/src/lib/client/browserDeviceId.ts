/** localStorage key of the browser's device id. */
export const DEVICE_ID_KEY = 'deviceId';

/**
 * This browser's device id (`Device-Id` on every platform call; docs/product/abuse-policy.md "The
 * device id"): 128 random bits made once with the browser's CSPRNG and kept in localStorage. Not a
 * fingerprint: nothing is read from the browser, the device or the person, so it says only "the
 * same browser profile as before", and clearing the site's data makes a new one. Null when storage
 * is not available (then no header is sent).
 */
export function browserDeviceId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): string | null {
  try {
    const kept = storage?.getItem(DEVICE_ID_KEY);
    if (kept || !storage) return kept ?? null;
    const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
    storage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    return null;
  }
}
