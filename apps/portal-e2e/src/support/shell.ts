import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sealPayload } from '@portal/api-contract';
import { operator } from './gateway';
import { GATEWAY_URL } from './ports';

const HEADERS = { Merchant: 'PT001', Language: 'PT' };

interface Envelope<T> {
  success: boolean;
  message?: string;
  value: T;
}

/** A unique username for this run (letters and digits, at most 16). */
export const shellUsername = (prefix = 'sh') => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);

async function sealed<T>(request: APIRequestContext, method: 'PUT' | 'POST', path: string, payload: Record<string, unknown>) {
  const key = (await (await request.get(`${GATEWAY_URL}/wps/system/encryption`, { headers: HEADERS })).json()) as Envelope<{
    keyId: string;
    publicKey: string;
  }>;
  const response = await request.fetch(`${GATEWAY_URL}${path}`, {
    method,
    headers: { ...HEADERS, Encryption: 'nacl-box' },
    data: sealPayload(payload, key.value),
  });
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, `${path}: ${body.message ?? ''}`).toBe(true);
  return body.value;
}

/** Registers a fresh member through the platform API; returns its name and session token. */
export async function createMember(request: APIRequestContext): Promise<{ username: string; password: string; token: string }> {
  const username = shellUsername();
  const password = 'shell1234';
  const value = await sealed<{ token: string }>(request, 'PUT', '/wps/member/register', {
    username,
    password,
    confirmPassword: password,
    registerMethod: 'WEB',
  });
  return { username, password, token: value.token };
}

/** Logs a seeded account in through the API (e.g. the trial account). */
export async function loginToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const value = await sealed<{ token: string }>(request, 'POST', '/wps/session/login', { type: 'username', username, password });
  return value.token;
}

/** Opens a portal path with the session handed over in the URL (`?token=`), as an app or agent site does. */
export async function openAsMember(page: Page, path: string, token: string) {
  const url = new URL(path, 'http://portal.local');
  url.searchParams.set('token', token);
  await page.goto(`${url.pathname}${url.search}${url.hash}`);
}

/** Credits a member's main wallet (operator control). */
export function deposit(request: APIRequestContext, username: string, amount: number) {
  return operator(request, 'POST', `/sandbox/members/${username}/deposit`, { amount });
}

/** The member's balance as the gateway stores it. */
export async function gatewayBalance(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get(`${GATEWAY_URL}/wps/v2/wallets/balance`, { headers: { ...HEADERS, Authorization: token } });
  const body = (await response.json()) as Envelope<{ sumBalance: number }>;
  return body.value.sumBalance;
}

/** Operator feature switches: sets some, returns the previous values to restore in afterEach. */
export async function switchFeatures(request: APIRequestContext, switches: Record<string, boolean>): Promise<Record<string, boolean>> {
  const before = (await operator(request, 'GET', '/sandbox/switches')) as Envelope<{ switches: Record<string, boolean> }>;
  await operator(request, 'PUT', '/sandbox/switches', { switches });
  return Object.fromEntries(Object.keys(switches).map((key) => [key, before.value.switches[key] ?? false]));
}

/** `$1,234.50` as the PT brand shows money. */
export const brl = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Waits until finite animations (modal fade-ins, theme transitions) have finished, before a screenshot. */
export async function settle(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  );
}
