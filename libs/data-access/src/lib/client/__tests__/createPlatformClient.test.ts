import { bannerListEndpoint, routes, systemStatusEndpoint } from '@portal/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@portal/api-contract';
import { createPlatformClient } from '../createPlatformClient';
import { PlatformError } from '../PlatformError';

type Reply = { status?: number; body: unknown } | Error;

function fakeFetch(...replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    const reply = replies.shift() ?? { body: { success: true, value: null } };
    if (reply instanceof Error) throw reply;
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
}

const status = { status: 0, ip: '1.2.3.4', country: 'BR' };

function client(fetchFn: typeof fetch, token: string | null = null, onUnauthorized = vi.fn()) {
  return createPlatformClient({
    merchant: 'PT001',
    language: () => 'PT',
    token: () => token,
    fetch: fetchFn,
    onUnauthorized,
    retry: { attempts: 2, baseDelayMs: 1 },
  });
}

describe('createPlatformClient', () => {
  it('sends Merchant and Language headers and the query string, and parses value', async () => {
    const { fetchFn, calls } = fakeFetch({ body: { success: true, value: [] } });
    const result = await client(fetchFn).call(bannerListEndpoint, { groupName: 'w_home' });
    expect(result).toEqual([]);
    expect(calls[0].url).toBe('/wps/system/banners?groupName=w_home');
    const headers = calls[0].init.headers as Record<string, string>;
    expect(headers.Merchant).toBe('PT001');
    expect(headers.Language).toBe('PT');
    expect(headers.Authorization).toBeUndefined();
  });

  it('sends the raw token as Authorization when there is one', async () => {
    const { fetchFn, calls } = fakeFetch({ body: { success: true, value: status } });
    await client(fetchFn, 'tok123').call(systemStatusEndpoint, {});
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('tok123');
  });

  it('turns success:false into a business error with the message key and value', async () => {
    const { fetchFn } = fakeFetch({ body: { success: false, message: 'invitation_code_error', value: { x: 1 } } });
    const error = await client(fetchFn)
      .call(systemStatusEndpoint, {})
      .catch((e) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'business', messageKey: 'invitation_code_error', value: { x: 1 } });
  });

  it('reports a response that does not match the contract as malformed', async () => {
    const { fetchFn } = fakeFetch({ body: { success: true, value: { status: 'weird' } } });
    await expect(client(fetchFn).call(systemStatusEndpoint, {})).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('validates a call made through a route with its endpoint schema, loaded on demand', async () => {
    const { fetchFn, calls } = fakeFetch(
      { body: { success: true, value: { ...status, extra: 'dropped' } } },
      { body: { success: true, value: { status: 'weird' } } },
      { body: { success: true, value: 'not an envelope' }, status: 200 },
    );
    const platform = client(fetchFn);
    await expect(platform.call(routes.systemStatus, {})).resolves.toEqual(status);
    expect(calls[0].url).toBe('/wps/system/status');
    await expect(platform.call(routes.systemStatus, {})).rejects.toMatchObject({ kind: 'malformed' });
    await expect(platform.call(routes.systemStatus, {})).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('reports an answer that is not an envelope as malformed', async () => {
    const { fetchFn } = fakeFetch({ body: [1, 2] }, { body: { success: 'yes' } }, { body: { success: true, message: 3 } });
    const platform = client(fetchFn);
    for (let i = 0; i < 3; i++) await expect(platform.call(routes.systemStatus, {})).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('clears the session on 401 and reports auth', async () => {
    const onUnauthorized = vi.fn();
    const { fetchFn } = fakeFetch({ status: 401, body: { success: false, message: 'token_expired' } });
    await expect(client(fetchFn, 'old', onUnauthorized).call(systemStatusEndpoint, {})).rejects.toMatchObject({
      kind: 'auth',
      status: 401,
    });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports a 403 as a refusal with its key and value (not retried) and tells onForbidden', async () => {
    const onForbidden = vi.fn();
    const refusal = { success: false, message: 'rg_self_excluded', value: { kind: 'self_exclusion', until: null } };
    const { fetchFn, calls } = fakeFetch({ status: 403, body: refusal });
    const platform = createPlatformClient({
      merchant: 'PT001',
      language: () => 'PT',
      token: () => 'w',
      fetch: fetchFn,
      onForbidden,
      retry: { attempts: 2, baseDelayMs: 1 },
    });
    await expect(platform.call(routes.systemStatus, {})).rejects.toMatchObject({
      kind: 'business',
      status: 403,
      messageKey: 'rg_self_excluded',
      value: { kind: 'self_exclusion', until: null },
    });
    expect(calls).toHaveLength(1);
    expect(onForbidden).toHaveBeenCalledWith('rg_self_excluded');
  });

  it('maps 429 to throttled and 400 to validation naming the field', async () => {
    const { fetchFn } = fakeFetch(
      { status: 429, body: { success: false, message: 'too_many_requests' } },
      { status: 400, body: { success: false, message: 'groupName' } },
    );
    const c = client(fetchFn);
    await expect(c.call(systemStatusEndpoint, {})).rejects.toMatchObject({ kind: 'throttled' });
    await expect(c.call(systemStatusEndpoint, {})).rejects.toMatchObject({ kind: 'validation', messageKey: 'groupName' });
  });

  it('retries an idempotent read after network and 5xx failures, then succeeds', async () => {
    const { fetchFn, calls } = fakeFetch(new TypeError('offline'), { status: 503, body: {} }, { body: { success: true, value: status } });
    await expect(client(fetchFn).call(systemStatusEndpoint, {})).resolves.toEqual(status);
    expect(calls).toHaveLength(3);
  });

  it('never retries a write, and refuses a money move without an idempotency key', async () => {
    const transfer = defineEndpoint({
      name: 'testTransfer',
      method: 'POST',
      path: '/wps/wallet/transfer',
      auth: true,
      encrypted: false,
      moneyMove: true,
      request: z.object({ amount: z.number() }),
      response: z.null(),
      description: 'test',
    });
    const { fetchFn, calls } = fakeFetch(new TypeError('offline'));
    const c = client(fetchFn, 'tok');
    await expect(c.call(transfer, { amount: 5 })).rejects.toThrow(/idempotencyKey/);
    await expect(c.call(transfer, { amount: 5 }, { idempotencyKey: 'k1' })).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toHaveLength(1);
    expect((calls[0].init.headers as Record<string, string>)['Idempotency-Key']).toBe('k1');
    expect(calls[0].init.body).toBe(JSON.stringify({ amount: 5 }));
  });

  it('refuses a call that needs a token when logged out, without a request', async () => {
    const needsToken = defineEndpoint({
      name: 'testMember',
      method: 'GET',
      path: '/wps/member/info',
      auth: true,
      encrypted: false,
      request: z.object({}),
      response: z.unknown(),
      description: 'test',
    });
    const onUnauthorized = vi.fn();
    const { fetchFn, calls } = fakeFetch();
    await expect(client(fetchFn, null, onUnauthorized).call(needsToken, {})).rejects.toMatchObject({ kind: 'auth' });
    expect(calls).toHaveLength(0);
    expect(onUnauthorized).toHaveBeenCalled();
  });

  it('aborts a read that never answers after the time limit and reports a timeout, without retrying it', async () => {
    const signals: AbortSignal[] = [];
    // Like a real fetch to a server that accepted the connection and then went silent.
    const hung = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = init?.signal as AbortSignal;
          signals.push(signal);
          signal.addEventListener('abort', () => reject(signal.reason));
        }),
    );
    const c = createPlatformClient({
      merchant: 'PT001',
      language: () => 'PT',
      token: () => null,
      fetch: hung,
      timeoutMs: 40,
      retry: { attempts: 2, baseDelayMs: 1 },
    });
    const started = Date.now();
    const error = await c.call(systemStatusEndpoint, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ kind: 'timeout', endpoint: systemStatusEndpoint.name });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(signals).toHaveLength(1);
    expect(signals[0].aborted).toBe(true);
  });

  it("reports the caller's own abort as a network failure, not a timeout", async () => {
    const hung = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );
    const c = createPlatformClient({ merchant: 'PT001', language: () => 'PT', token: () => null, fetch: hung, timeoutMs: 10_000 });
    const controller = new AbortController();
    const pending = c.call(systemStatusEndpoint, {}, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'network' });
  });

  it('answers in time are not affected by the limit', async () => {
    const { fetchFn } = fakeFetch({ body: { success: true, value: status } });
    const c = createPlatformClient({ merchant: 'PT001', language: () => 'PT', token: () => null, fetch: fetchFn, timeoutMs: 1000 });
    await expect(c.call(systemStatusEndpoint, {})).resolves.toEqual(status);
  });

  it("calls with a given token instead of the session's, and its 401 leaves the session alone", async () => {
    const onUnauthorized = vi.fn();
    const { fetchFn, calls } = fakeFetch({ status: 401, body: { success: false, message: 'session_expired', value: null } });
    await expect(client(fetchFn, 'mine', onUnauthorized).call(systemStatusEndpoint, {}, { token: 'handed' })).rejects.toMatchObject({ kind: 'auth' });
    expect((calls[0].init.headers as Record<string, string>).Authorization).toBe('handed');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
