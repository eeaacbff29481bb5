import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { sealPayload } from '@portal/api-contract';
import { operator } from './gateway';
import { GATEWAY_URL, OPERATOR_KEY } from './ports';

const HEADERS = { Merchant: 'PT001', Language: 'PT' };

interface Envelope<T> {
  success: boolean;
  message?: string;
  value: T;
}

/** A unique, rule-abiding username (4–16 letters and digits). */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`.slice(0, 16);
/** A unique Brazilian mobile number (11 digits). */
export const uniqueMobile = () => `119${String(Date.now()).slice(-8)}`;

async function sealedCall<T>(request: APIRequestContext, method: 'PUT' | 'POST', path: string, payload: Record<string, unknown>) {
  const key = (await (await request.get(`${GATEWAY_URL}/wps/system/encryption`, { headers: HEADERS })).json()) as Envelope<{
    keyId: string;
    publicKey: string;
  }>;
  const response = await request.fetch(`${GATEWAY_URL}${path}`, {
    method,
    headers: { ...HEADERS, Encryption: 'nacl-box' },
    data: sealPayload(payload, key.value),
  });
  return (await response.json()) as Envelope<T>;
}

/** Registers a member through the platform API (as the portal would), optionally with mobile and e-mail. */
export async function registerMember(request: APIRequestContext, member: { username: string; password: string; mobileNum?: string; email?: string }) {
  const body = await sealedCall<{ token: string }>(request, 'PUT', '/wps/member/register', {
    ...member,
    confirmPassword: member.password,
    countryDialingCode: member.mobileNum ? '+55' : undefined,
    registerMethod: 'WEB',
  });
  expect(body.success, body.message ?? '').toBe(true);
  return body.value;
}

/** Logs in through the API: what the gateway says about these credentials. */
export function apiLogin(request: APIRequestContext, username: string, password: string) {
  return sealedCall<{ token: string; userName: string }>(request, 'POST', '/wps/session/login', { type: 'username', username, password });
}

/** The member behind a token. */
export async function memberInfo(request: APIRequestContext, token: string) {
  const response = await request.get(`${GATEWAY_URL}/wps/member/info`, { headers: { ...HEADERS, Authorization: token } });
  return (await response.json()) as Envelope<{ account: string; type: number; mobileNum: string | null; countryDialingCode: string | null }>;
}

/** The newest SMS code the sandbox "sent" to a number. */
export async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${GATEWAY_URL}/sandbox/sms?mobile=${mobile}`, { headers: { 'X-Operator-Key': OPERATOR_KEY } });
      const body = (await response.json()) as Envelope<{ code: string; used: boolean }[]>;
      code = body.value.find((sms) => !sms.used)?.code ?? '';
      return code;
    })
    .not.toBe('');
  return code;
}

/** The answer of the captcha bound to the page's captcha cookie (operator control). */
export async function captchaAnswer(page: Page, request: APIRequestContext): Promise<string> {
  const sid = (await page.context().cookies()).find((cookie) => cookie.name === 'captcha_sid')?.value;
  expect(sid, 'captcha cookie').toBeTruthy();
  const body = (await operator(request, 'GET', `/sandbox/captcha?sid=${sid}`)) as Envelope<{ code: string | null }>;
  expect(body.value.code).toBeTruthy();
  return body.value.code!;
}

/** Turns operator switches / settings on or off; returns the previous values to restore. */
export async function setSwitches(request: APIRequestContext, body: { switches?: Record<string, boolean>; settings?: { loginedToHomePage?: boolean } }) {
  const before = (await operator(request, 'GET', '/sandbox/switches')) as Envelope<{
    switches: Record<string, boolean>;
    settings: { loginedToHomePage: boolean };
  }>;
  await operator(request, 'PUT', '/sandbox/switches', body);
  return before.value;
}

/** The session token the portal keeps in sessionStorage (spec §3). */
export async function sessionToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = sessionStorage.getItem('token');
    return raw ? (JSON.parse(raw) as string | null) : null;
  });
}

/** Asserts an encrypted call's body on the wire: an envelope, no clear-text password. */
export function expectSealed(request: Request, secret: string) {
  const body = request.postData() ?? '';
  expect(Object.keys(JSON.parse(body) as object).sort()).toEqual(expect.arrayContaining(['box', 'epk', 'nonce']));
  expect(body).not.toContain(secret);
  expect(request.headers()['encryption']).toBe('nacl-box');
}

/** Opens the header's login modal and fills the username form. */
export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The current 2FA (TOTP) code of a member with 2FA on (sandbox operator control, stands in for the authenticator app). */
export async function twoFactorCode(request: APIRequestContext, username: string): Promise<string> {
  const body = (await operator(request, 'GET', `/sandbox/2fa/code?username=${username}`)) as Envelope<{ code: string; validForMs: number }>;
  expect(body.value.code).toMatch(/^\d{6}$/);
  return body.value.code;
}

/** An account opened for a player by the back office (never logged in: its first login is `firstTimeLogin`). */
export async function openAccount(request: APIRequestContext, username: string, password: string) {
  await operator(request, 'POST', '/sandbox/members', { username, password });
}
