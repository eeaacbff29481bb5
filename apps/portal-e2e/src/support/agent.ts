import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { endpoints, sealPayload, type EndpointDef, type RequestOf, type ResponseOf } from '@portal/api-contract';
import { textIn } from './brand';
import { openAsMember } from './members';
import { GATEWAY_URL } from './ports';

const HEADERS = { Merchant: 'PT001', Language: 'PT' };

interface Envelope<T> {
  success: boolean;
  message?: string;
  value: T;
}

/** Calls a contract endpoint as the typed client does (query, JSON or sealed body); returns the envelope. */
export async function agentCall<E extends EndpointDef>(
  request: APIRequestContext,
  ep: E,
  input: RequestOf<E>,
  token?: string,
): Promise<Envelope<ResponseOf<E>>> {
  const headers: Record<string, string> = { ...HEADERS, ...(token ? { Authorization: token } : {}) };
  const params = input as Record<string, unknown>;
  let url = `${GATEWAY_URL}${ep.path}`;
  let data: unknown;
  if (ep.method === 'GET') {
    const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
    if (query) url += `?${query}`;
  } else if (ep.encrypted) {
    const key = (await (await request.get(`${GATEWAY_URL}${endpoints.encryptionKey.path}`, { headers: HEADERS })).json()) as Envelope<{
      keyId: string;
      publicKey: string;
    }>;
    headers['Encryption'] = 'nacl-box';
    data = sealPayload(params, key.value);
  } else {
    data = params;
  }
  const response = await request.fetch(url, { method: ep.method, headers, data });
  return (await response.json()) as Envelope<ResponseOf<E>>;
}

/** The value of a successful call (fails the test otherwise). */
export async function agentValue<E extends EndpointDef>(request: APIRequestContext, ep: E, input: RequestOf<E>, token?: string): Promise<ResponseOf<E>> {
  const body = await agentCall(request, ep, input, token);
  expect(body.success, `${ep.name}: ${body.message ?? ''}`).toBe(true);
  return body.value;
}

/** A session token of a seeded account. */
export async function tokenOf(request: APIRequestContext, username: string, password: string): Promise<string> {
  return (await agentValue(request, endpoints.login, { type: 'username', username, password })).token;
}

/** Opens the portal at `path` logged in with `token` (handed over in the URL; the portal's question answered: support/members.ts). */
export const openWithToken = (page: Page, path: string, token: string) => openAsMember(page, path, token);

/** The agent centre dialog. */
export const agentCentre = (page: Page) => page.getByRole('dialog', { name: textIn('pt', 'Agent centre') });

/** Money as the PT brand shows it ($1,234.56; negatives with a minus). */
export const shown = (value: number) =>
  `${value < 0 ? '-' : ''}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
