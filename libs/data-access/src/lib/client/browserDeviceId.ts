/** localStorage key of the browser's device id. */
export const DEVICE_ID_KEY = 'deviceId';

/**
 * This browser's device id (`Device-Id` on every platform call; docs/product/abuse-policy.md "The
 * device id"): a random UUID made once with the browser's CSPRNG and kept in localStorage. Not a
 * fingerprint: nothing is read from the browser, the device or the person, so it says only "the
 * same browser profile as before", and clearing the site's data makes a new one. Null when storage
 * (or the CSPRNG's UUID, outside a secure context) is not available: then no header is sent.
 */
export function browserDeviceId(storage: Pick<Storage, 'getItem' | 'setItem'> = globalThis.localStorage): string | null {
  try {
    let id = storage.getItem(DEVICE_ID_KEY);
    if (!id) storage.setItem(DEVICE_ID_KEY, (id = crypto.randomUUID()));
    return id;
  } catch {
    return null;
  }
}
