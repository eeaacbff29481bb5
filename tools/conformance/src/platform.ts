import { randomUUID } from 'node:crypto';
import {
  type EncryptedEnvelope,
  type EncryptionKey,
  type EndpointDef,
  type PlatformLanguage,
  encryptionKeySchema,
  endpoints,
  envelopeSchema,
  sealPayload,
} from '@portal/api-contract';
import { createPlatformClient } from '@portal/data-access/client';

/** One request to the platform and what came back, as the report shows it. */
export interface Exchange {
  method: string;
  /** Path and query, without the platform's origin. */
  path: string;
  status: number;
  contentType: string;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  ms: number;
  /** The sealed envelope sent, for an encrypted call (to send it again). */
  sealed?: EncryptedEnvelope;
}

export interface SendOptions {
  token?: string;
  /** Encrypted endpoints: sealed as the portal does (default), the payload as plain JSON, or this envelope again. */
  body?: 'sealed' | 'plain' | { envelope: EncryptedEnvelope };
  idempotencyKey?: string;
  language?: PlatformLanguage;
}

/** The platform gave no answer (refused, unknown host, untrusted certificate, timeout…). */
export class NoAnswer extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
    readonly code: string | undefined,
  ) {
    super(`${path}: ${reason}`);
  }
}

/** The first `code` down an error's cause chain (`ECONNREFUSED`, `SELF_SIGNED_CERT_IN_CHAIN`…), else the deepest message. */
function causeCode(error: unknown): string | undefined {
  let message: string | undefined;
  for (let e: unknown = error, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    if ((e as { name?: unknown }).name === 'TimeoutError') return 'TIMEOUT';
    for (const inner of (e as { errors?: unknown[] }).errors ?? []) {
      const innerCode = (inner as { code?: unknown }).code;
      if (typeof innerCode === 'string') return innerCode;
    }
    if (typeof (e as { message?: unknown }).message === 'string') message = (e as { message: string }).message;
  }
  return message;
}

const CERTIFICATE_CODES = /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|ERR_TLS/;

/** One line saying why there was no answer. */
export function noAnswerReason(code: string | undefined, timeoutMs: number): string {
  if (!code) return 'no answer';
  if (code === 'ECONNREFUSED') return 'connection refused (nothing listens there)';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'unknown host name';
  if (code === 'TIMEOUT' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT') return `no answer within ${timeoutMs / 1000} s`;
  if (CERTIFICATE_CODES.test(code)) return `its TLS certificate is not trusted by this machine (${code})`;
  if (code === 'ECONNRESET') return 'the connection was reset';
  return `no answer (${code})`;
}
export const isCertificateProblem = (code: string | undefined) => code !== undefined && CERTIFICATE_CODES.test(code);

export interface PlatformTarget {
  /** Origin (and optional path prefix) where `/wps` and `/lgw` are served. */
  baseUrl: string;
  merchant: string;
  language: PlatformLanguage;
  timeoutMs: number;
}

/**
 * Sends the contract's calls to a platform through the portal's own client (`@portal/data-access`):
 * the same headers (`Merchant`, `Language`, `Authorization`, `Encryption`, `Idempotency-Key`), query
 * strings, JSON and form bodies and sealed envelopes; and records every answer as it came.
 */
export class Platform {
  private key: Promise<EncryptionKey> | null = null;

  constructor(readonly target: PlatformTarget) {}

  /** The platform's published key (fetched once); its answer is checked by the encryptionKey probe. */
  encryptionKey(): Promise<EncryptionKey> {
    this.key ??= this.send(endpoints.encryptionKey, {}).then((exchange) => encryptionKeySchema.parse(envelopeSchema.parse(exchange.json).value));
    return this.key;
  }

  async send(ep: EndpointDef, params: Record<string, unknown>, options: SendOptions = {}): Promise<Exchange> {
    const { baseUrl, merchant, language, timeoutMs } = this.target;
    let recorded: Exchange | undefined;
    let sealed: EncryptedEnvelope | undefined;
    let failure: unknown;
    const client = createPlatformClient({
      baseUrl,
      merchant,
      language: () => options.language ?? language,
      token: () => options.token ?? null,
      timeoutMs,
      retry: { attempts: 0, baseDelayMs: 0 },
      sealer: async (payload) => {
        if (typeof options.body === 'object') return (sealed = options.body.envelope);
        return (sealed = sealPayload(payload, await this.encryptionKey()));
      },
      fetch: async (input, init) => {
        const started = performance.now();
        try {
          const response = await fetch(input, init);
          const text = await response.clone().text();
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          const url = new URL(String(input));
          recorded = {
            method: init?.method ?? 'GET',
            path: `${url.pathname}${url.search}`,
            status: response.status,
            contentType: response.headers.get('content-type') ?? '',
            text,
            json,
            ms: Math.round(performance.now() - started),
          };
          return response;
        } catch (error) {
          failure = error;
          throw error;
        }
      },
    });
    // The portal's client refuses a call needing a session before sending it without one, and
    // always seals an encrypted call: the probes that send exactly that say so here.
    const endpoint = { ...ep, auth: false, encrypted: ep.encrypted && options.body !== 'plain' };
    try {
      await client.call(endpoint as never, params as never, { idempotencyKey: ep.moneyMove ? (options.idempotencyKey ?? randomUUID()) : undefined });
    } catch (error) {
      if (!recorded) {
        if (!failure) throw error; // nothing was sent: the payload could not be sealed
        const code = causeCode(failure);
        throw new NoAnswer(ep.path, noAnswerReason(code, timeoutMs), code);
      }
    }
    return { ...recorded!, ...(sealed ? { sealed } : {}) };
  }
}
