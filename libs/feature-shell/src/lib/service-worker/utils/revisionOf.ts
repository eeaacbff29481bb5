/**
 * A file's revision as the build writes it into the precache list (`PrecacheEntry.revision`): the
 * first 16 hexadecimal digits of its SHA-256.
 */
export async function revisionOf(crypto: Crypto, bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));
  return Array.from(digest.subarray(0, 8), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
