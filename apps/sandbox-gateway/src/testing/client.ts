import { randomUUID } from 'node:crypto';
import { type EndpointDef, type EncryptionKey, endpoints, sealPayload } from '@portal/api-contract';
import type { Harness } from './harness';

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
  /** Seal encrypted payloads with this timestamp (replay tests). */
  ts?: number;
  /** Send an encrypted endpoint's payload in plaintext. */
  plaintext?: boolean;
}

export interface CallResult<T = unknown> {
  status: number;
  body: { success: boolean; message: string | null; value: T };
  headers: Headers;
}

const keys = new WeakMap<Harness, EncryptionKey>();

export async function encryptionKey(h: Harness): Promise<EncryptionKey> {
  let key = keys.get(h);
  if (!key) {
    const res = await h.json<{ value: EncryptionKey }>('GET', endpoints.encryptionKey.path);
    key = res.body.value;
    keys.set(h, key);
  }
  return key;
}

/** Calls an endpoint the way the typed client does (query / JSON / form / sealed envelope). */
export async function call<T = unknown>(h: Harness, ep: EndpointDef, input: unknown, options: CallOptions = {}): Promise<CallResult<T>> {
  const headers: Record<string, string> = { Merchant: 'TEST', Language: 'EN', ...options.headers };
  if (options.token) headers['Authorization'] = options.token;
  if (ep.moneyMove) headers['Idempotency-Key'] ??= options.idempotencyKey ?? randomUUID();
  let path = ep.path;
  let body: string | undefined;
  const params = (input ?? {}) as Record<string, unknown>;
  if (ep.method === 'GET' || ep.method === 'DELETE') {
    const query = new URLSearchParams(
      Object.entries(params)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    if (query) path += `?${query}`;
  } else if (ep.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  } else if (ep.encrypted && !options.plaintext) {
    headers['Encryption'] = 'nacl-box';
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(sealPayload(params, await encryptionKey(h), options.ts ?? h.clock.now));
  } else {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(params);
  }
  const res = await h.app.request(path, { method: ep.method, headers, body });
  return { status: res.status, body: (await res.json()) as CallResult<T>['body'], headers: res.headers };
}

/** Logs in by username and password; returns the token. */
export async function login(
  h: Harness,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
  headers?: Record<string, string>,
): Promise<string> {
  const res = await call<{ token: string }>(h, endpoints.login, { username, password, ...extra }, { headers });
  if (!res.body.success) throw new Error(`login ${username} failed: ${res.body.message}`);
  return res.body.value.token;
}

/** The latest code in the SMS outbox for a number. */
export async function lastSmsCode(h: Harness, mobile: string): Promise<string> {
  const res = (await h.operator('GET', `/sandbox/sms?mobile=${encodeURIComponent(mobile)}`)) as { body: { value: { code: string }[] } };
  const code = res.body.value[0]?.code;
  if (!code) throw new Error(`no SMS for ${mobile}`);
  return code;
}

/** Launches a game (with the member's brand and client headers, when given) and opens its page; returns the game-session credential embedded in the page. */
export async function openGame(
  h: Harness,
  token: string,
  launch: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<{ session: string; html: string; url: string }> {
  const res = await call<{ game_url: string }>(h, endpoints.launchGame, launch, { token, headers });
  if (!res.body.success) throw new Error(`launch failed: ${res.body.message}`);
  const page = await h.call('GET', res.body.value.game_url);
  const html = await page.text();
  const session = /const SESSION = "([^"]+)"/.exec(html)?.[1];
  if (!session) throw new Error(`no game session in page (${page.status})`);
  return { session, html, url: res.body.value.game_url };
}

export const gamePost = (h: Harness, session: string, path: string, body: unknown, idempotencyKey: string | null = randomUUID()) =>
  h.json<{ success: boolean; message: string | null; value: Record<string, unknown> }>('POST', path, {
    body,
    headers: { 'X-Game-Session': session, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
  });
