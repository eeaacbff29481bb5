import { HEADER, envelopeSchema, encryptionKeySchema, sealPayload, type EncryptionKey } from '@portal/api-contract';
import type { PayloadSealer } from '../client/createPlatformClient';

export interface NaclSealerOptions {
  baseUrl?: string;
  merchant: string;
  fetch?: typeof fetch;
}

/**
 * Seals encrypted payloads for the platform's published key (`GET /wps/system/encryption`).
 * The key is fetched once and cached; a failed fetch is not cached, so the next call retries.
 */
export function createNaclSealer({ baseUrl = '', merchant, fetch: doFetch }: NaclSealerOptions): PayloadSealer {
  let key: Promise<EncryptionKey> | null = null;
  const loadKey = async () => {
    const response = await (doFetch ?? globalThis.fetch)(`${baseUrl}/wps/system/encryption`, {
      headers: { Accept: 'application/json', [HEADER.merchant]: merchant },
    });
    const envelope = envelopeSchema.parse(await response.json());
    return encryptionKeySchema.parse(envelope.value);
  };
  return async (payload) => {
    key ??= loadKey().catch((error) => {
      key = null;
      throw error;
    });
    return sealPayload(payload, await key);
  };
}
