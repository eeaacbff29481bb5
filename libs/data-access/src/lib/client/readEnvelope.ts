import type { Envelope } from '@portal/api-contract';

/**
 * The contract's envelope check (`envelopeSchema`: `{ success: boolean, message?: string | null,
 * value?: unknown }`) written out, so that reading an answer needs no zod before the schemas load.
 */
export function readEnvelope(json: unknown): Envelope | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const { success, message, value } = json as Record<string, unknown>;
  if (typeof success !== 'boolean') return null;
  if (message !== undefined && message !== null && typeof message !== 'string') return null;
  return { success, ...(message !== undefined ? { message } : {}), ...(value !== undefined ? { value } : {}) };
}
