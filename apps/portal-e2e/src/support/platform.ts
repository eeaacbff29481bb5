import { expect, type APIRequestContext } from '@playwright/test';
import { HEADER, endpoints, envelopeSchema, sealPayload, type EndpointDef, type PlatformLanguage, type RequestOf, type ResponseOf } from '@portal/api-contract';
import { GATEWAY_URL } from './ports';

/** The merchant of the PT brand the journeys run against. */
export const MERCHANT = 'PT001';

export interface PlatformCallOptions {
  /** Session token sent as `Authorization` (required by endpoints with `auth`). */
  token?: string;
  /** `Language` header; PT like the portal under test. */
  language?: PlatformLanguage;
  /** `Idempotency-Key` of a money move; a fresh one is made when omitted. */
  idempotencyKey?: string;
  /** More headers, e.g. `X-Forwarded-For` to stand for another client (the e2e gateway trusts loopback as its proxy). */
  headers?: Record<string, string>;
}

/** What the gateway answered, unparsed: for journeys that assert a refusal. */
export interface PlatformAnswer {
  status: number;
  success: boolean;
  message: string | null;
  value: unknown;
}

export interface Platform {
  /** Calls an endpoint as the portal would and returns its `value` parsed by the contract's schema; fails the test on any refusal. */
  call<E extends EndpointDef>(endpoint: E, params: RequestOf<E>, options?: PlatformCallOptions): Promise<ResponseOf<E>>;
  /** Calls an endpoint and returns the envelope whatever it says (a refusal is an answer, not a failure). */
  attempt<E extends EndpointDef>(endpoint: E, params: RequestOf<E>, options?: PlatformCallOptions): Promise<PlatformAnswer>;
}

function toQuery(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search.toString();
}

/**
 * The platform API for journeys, built on the contract's endpoint table: path and method from
 * `endpoints.<name>`, the payload sealed when `encrypted`, an `Idempotency-Key` on a `moneyMove`,
 * the response parsed with the endpoint's zod schema. Requests go through Playwright's
 * `APIRequestContext`, so they show in traces.
 */
export function createPlatform(request: APIRequestContext): Platform {
  let key: Promise<ResponseOf<typeof endpoints.encryptionKey>> | undefined;

  async function attempt<E extends EndpointDef>(endpoint: E, params: RequestOf<E>, options: PlatformCallOptions = {}): Promise<PlatformAnswer> {
    const payload = (params ?? {}) as Record<string, unknown>;
    const headers: Record<string, string> = { [HEADER.merchant]: MERCHANT, [HEADER.language]: options.language ?? 'PT', ...options.headers };
    if (options.token) headers[HEADER.authorization] = options.token;
    if (endpoint.moneyMove) headers[HEADER.idempotencyKey] = options.idempotencyKey ?? crypto.randomUUID();
    let url = `${GATEWAY_URL}${endpoint.path}`;
    let data: unknown;
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
      const query = toQuery(payload);
      if (query) url += `?${query}`;
    } else if (endpoint.encrypted) {
      key ??= createPlatform(request).call(endpoints.encryptionKey, {});
      headers[HEADER.encryption] = 'nacl-box';
      data = sealPayload(payload, await key);
    } else if (endpoint.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      data = toQuery(payload);
    } else {
      data = payload;
    }
    const response = await request.fetch(url, { method: endpoint.method, headers, data });
    const envelope = envelopeSchema.parse(await response.json());
    return { status: response.status(), success: envelope.success, message: envelope.message ?? null, value: envelope.value };
  }

  return {
    attempt,
    async call(endpoint, params, options) {
      const answer = await attempt(endpoint, params, options);
      const where = `${endpoint.name} (${endpoint.method} ${endpoint.path})`;
      expect(answer.status, `${where} → HTTP ${answer.status} ${answer.message ?? ''}`).toBeLessThan(400);
      expect(answer.success, `${where} → ${answer.message ?? 'success: false'}`).toBe(true);
      return endpoint.response.parse(answer.value) as ResponseOf<typeof endpoint>;
    },
  };
}
