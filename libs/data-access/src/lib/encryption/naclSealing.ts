import { HEADER, envelopeSchema, encryptionKeySchema, sealPayload, type EncryptionKey } from '@portal/api-contract';

/**
 * The part of the sealer that needs tweetnacl and the key's schema: loaded with the first sealed
 * payload (login, register, a money move), not before the home renders (docs/product/performance.md).
 */
export async function fetchEncryptionKey(baseUrl: string, merchant: string, doFetch: typeof fetch): Promise<EncryptionKey> {
  const response = await doFetch(`${baseUrl}/wps/system/encryption`, {
    headers: { Accept: 'application/json', [HEADER.merchant]: merchant },
  });
  const envelope = envelopeSchema.parse(await response.json());
  return encryptionKeySchema.parse(envelope.value);
}

export { sealPayload };
