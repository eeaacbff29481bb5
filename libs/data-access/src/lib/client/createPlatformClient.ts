import { HEADER, type EndpointRef, type PlatformLanguage, type RequestOf, type ResponseOf } from '@portal/api-contract';
import { PlatformError } from './PlatformError';
import { readEnvelope } from './readEnvelope';
import { responseSchemaOf } from './responseSchemaOf';

/** Turns an encrypted call's plaintext payload into the body that goes on the wire. */
export type PayloadSealer = (payload: Record<string, unknown>) => Promise<unknown>;

export interface PlatformClientOptions {
  /** Origin (or path prefix) of the platform; '' means the portal's own origin (proxied). */
  baseUrl?: string;
  merchant: string;
  language: () => PlatformLanguage;
  token: () => string | null;
  /** The browser's device id (`Device-Id`, see browserDeviceId), sent on every call when there is one. */
  deviceId?: () => string | null;
  /** Called on HTTP 401: clear the session and ask the user to log in. */
  onUnauthorized?: () => void;
  /**
   * Called on HTTP 403 (the session may not call this endpoint) with the refusal's key, e.g. the
   * exclusion key a withdraw-only session gets outside the withdrawal endpoints.
   */
  onForbidden?: (messageKey: string | undefined) => void;
  /** Seals encrypted payloads (see `createNaclSealer`); required before calling an encrypted endpoint. */
  sealer?: PayloadSealer;
  fetch?: typeof fetch;
  /** Retries of idempotent reads on network/5xx errors: attempts after the first, base delay doubling. */
  retry?: { attempts: number; baseDelayMs: number };
  /**
   * Longest wait for one request, response body included (default REQUEST_TIMEOUT_MS): then the
   * request is aborted and the call fails with a `timeout` PlatformError.
   */
  timeoutMs?: number;
}

/** A hung request ends after 15 s: far above a slow mobile round trip, well below "the page is dead". */
export const REQUEST_TIMEOUT_MS = 15_000;

export interface CallOptions {
  signal?: AbortSignal;
  /** Required for money-moving writes; the same key replays the first response. */
  idempotencyKey?: string;
  /** Extra headers (e.g. a captcha cookie is sent by the browser itself). */
  headers?: Record<string, string>;
  /**
   * Calls with this token instead of the session's, e.g. to confirm a token handed over in the URL;
   * a 401 then does not end the current session.
   */
  token?: string;
}

export interface PlatformClient {
  call<E extends EndpointRef>(endpoint: E, params: RequestOf<E>, options?: CallOptions): Promise<ResponseOf<E>>;
  readonly merchant: string;
  language(): PlatformLanguage;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function toQuery(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** An abort signal that fires when the caller aborts or after `ms`, and tells which of the two it was. */
function withTimeout(callerSignal: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The platform did not answer in time', 'TimeoutError'));
  }, ms);
  const onAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onAbort();
  else callerSignal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * The typed client of the platform API (docs/architecture/layers.md "The platform client").
 * Sends `Merchant`, `Language`, `Authorization` and `Device-Id`, encrypts the encrypted calls, parses every
 * response with the contract's schema and turns every failure into one `PlatformError`.
 */
export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const retry = options.retry ?? { attempts: 2, baseDelayMs: 300 };
  const baseUrl = options.baseUrl ?? '';
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function once<E extends EndpointRef>(endpoint: E, params: RequestOf<E>, callOptions: CallOptions) {
    const payload = (params ?? {}) as Record<string, unknown>;
    const headers: Record<string, string> = {
      Accept: 'application/json',
      [HEADER.merchant]: options.merchant,
      [HEADER.language]: options.language(),
      ...callOptions.headers,
    };
    const deviceId = options.deviceId?.();
    if (deviceId) headers[HEADER.deviceId] = deviceId;
    const ownToken = callOptions.token !== undefined;
    const token = ownToken ? callOptions.token : options.token();
    const onUnauthorized = ownToken ? undefined : options.onUnauthorized;
    const onForbidden = ownToken ? undefined : options.onForbidden;
    if (token) headers[HEADER.authorization] = token;
    if (endpoint.auth && !token) {
      onUnauthorized?.();
      throw new PlatformError({ kind: 'auth', endpoint: endpoint.name, status: 401, messageKey: 'not_logged_in' });
    }
    if (endpoint.moneyMove) {
      if (!callOptions.idempotencyKey) throw new Error(`${endpoint.name} moves money: pass an idempotencyKey`);
      headers[HEADER.idempotencyKey] = callOptions.idempotencyKey;
    }

    let url = `${baseUrl}${endpoint.path}`;
    let body: BodyInit | undefined;
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
      url += toQuery(payload);
    } else if (endpoint.encrypted) {
      if (!options.sealer) throw new Error(`${endpoint.name} is encrypted: the client has no sealer`);
      headers['Content-Type'] = 'application/json';
      headers[HEADER.encryption] = 'nacl-box';
      body = JSON.stringify(await options.sealer(payload));
    } else if (endpoint.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = toQuery(payload).slice(1);
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(payload);
    }

    const deadline = withTimeout(callOptions.signal, timeoutMs);
    let response: Response;
    let json: unknown;
    let schema: ReturnType<typeof responseSchemaOf> | undefined;
    try {
      try {
        const request = doFetch(url, {
          method: endpoint.method,
          headers,
          body,
          signal: deadline.signal,
          credentials: 'same-origin',
        });
        // A route's schema (and zod) loads beside the request, once the requests sent in the same
        // task have gone out: the start's calls must not queue behind these chunks for one of the
        // browser's six HTTP/1.1 connections (docs/product/performance.md).
        schema = Promise.resolve().then(() => responseSchemaOf(endpoint));
        schema.catch(() => undefined);
        response = await request;
      } catch (cause) {
        throw new PlatformError({ kind: deadline.timedOut() ? 'timeout' : 'network', endpoint: endpoint.name, cause });
      }
      try {
        json = await response.json();
      } catch (cause) {
        if (deadline.timedOut()) throw new PlatformError({ kind: 'timeout', endpoint: endpoint.name, status: response.status, cause });
        if (response.status >= 500) throw new PlatformError({ kind: 'server', endpoint: endpoint.name, status: response.status, cause });
        throw new PlatformError({ kind: 'malformed', endpoint: endpoint.name, status: response.status, cause });
      }
    } finally {
      deadline.clear();
    }
    const envelope = readEnvelope(json);
    const messageKey = envelope?.message ?? undefined;

    if (response.status === 401) {
      onUnauthorized?.();
      throw new PlatformError({ kind: 'auth', endpoint: endpoint.name, status: 401, messageKey });
    }
    if (response.status === 403) {
      // A refusal, not a fault: not retried, and its key (and value) read like a business failure's.
      onForbidden?.(messageKey);
      throw new PlatformError({ kind: 'business', endpoint: endpoint.name, status: 403, messageKey, value: envelope?.value });
    }
    // Its value says when to try again (`retryAfterMs`).
    if (response.status === 429) throw new PlatformError({ kind: 'throttled', endpoint: endpoint.name, status: 429, messageKey, value: envelope?.value });
    if (response.status === 422) throw new PlatformError({ kind: 'conflict', endpoint: endpoint.name, status: 422, messageKey });
    if (response.status === 400) {
      throw new PlatformError({ kind: 'validation', endpoint: endpoint.name, status: 400, messageKey, value: envelope?.value });
    }
    if (!response.ok) throw new PlatformError({ kind: 'server', endpoint: endpoint.name, status: response.status, messageKey });
    if (!envelope) throw new PlatformError({ kind: 'malformed', endpoint: endpoint.name, status: response.status, cause: json });
    if (!envelope.success) {
      throw new PlatformError({ kind: 'business', endpoint: endpoint.name, status: response.status, messageKey, value: envelope.value });
    }
    let responseSchema: Awaited<typeof schema>;
    try {
      responseSchema = await (schema ?? responseSchemaOf(endpoint));
    } catch (cause) {
      throw new PlatformError({ kind: 'network', endpoint: endpoint.name, cause });
    }
    const value = responseSchema.safeParse(envelope.value);
    if (!value.success) throw new PlatformError({ kind: 'malformed', endpoint: endpoint.name, status: response.status, cause: value.error });
    return value.data as ResponseOf<E>;
  }

  return {
    merchant: options.merchant,
    language: options.language,
    async call(endpoint, params, callOptions = {}) {
      // Only idempotent reads retry; writes (and money moves above all) never retry blindly.
      const attempts = endpoint.method === 'GET' ? retry.attempts : 0;
      for (let attempt = 0; ; attempt++) {
        try {
          return await once(endpoint, params, callOptions);
        } catch (error) {
          const retryable = error instanceof PlatformError && error.transient && !callOptions.signal?.aborted;
          if (!retryable || attempt >= attempts) throw error;
          await sleep(retry.baseDelayMs * 2 ** attempt);
        }
      }
    },
  };
}
