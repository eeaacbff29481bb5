import type { EncryptionKey } from '@portal/api-contract';
import type { PayloadSealer } from '../client/createPlatformClient';

export interface NaclSealerOptions {
  baseUrl?: string;
  merchant: string;
  fetch?: typeof fetch;
}

/**
 * Seals encrypted payloads for the platform's published key (`GET /wps/system/encryption`).
 * The key is fetched once and cached; a failed fetch is not cached, so the next call retries.
 * The encryption code itself loads with the first payload sealed.
 */
export function createNaclSealer({ baseUrl = '', merchant, fetch: doFetch }: NaclSealerOptions): PayloadSealer {
  const sealing = () => import('./naclSealing');
  let key: Promise<EncryptionKey> | null = null;
  const loadKey = async () => (await sealing()).fetchEncryptionKey(baseUrl, merchant, doFetch ?? ((...args) => globalThis.fetch(...args)));
  return async (payload) => {
    key ??= loadKey().catch((error) => {
      key = null;
      throw error;
    });
    const [{ sealPayload }, resolved] = await Promise.all([sealing(), key]);
    return sealPayload(payload, resolved);
  };
}
