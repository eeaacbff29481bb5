import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sealPayload } from '@portal/api-contract';
import { GATEWAY_URL } from './ports';
import { operator } from './gateway';

const HEADERS = { Merchant: 'PT001', Language: 'PT' };

export interface TestMember {
  username: string;
  password: string;
  token: string;
}

async function unwrap<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()}`).toBeTruthy();
  const body = (await response.json()) as { success: boolean; message?: string; value: T };
  expect(body.success, body.message ?? '').toBe(true);
  return body.value;
}

/** Registers a fresh member through the platform API (encrypted like the portal does) and credits it. */
export async function createMember(request: APIRequestContext, deposit = 500): Promise<TestMember> {
  const username = `g${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
  const password = 'games1234';
  const key = await unwrap<{ keyId: string; publicKey: string }>(await request.get(`${GATEWAY_URL}/wps/system/encryption`, { headers: HEADERS }));
  const envelope = sealPayload({ username, password, confirmPassword: password, registerMethod: 'WEB', registerUrl: 'http://portal.test/register' }, key);
  const login = await unwrap<{ token: string }>(
    await request.put(`${GATEWAY_URL}/wps/member/register`, { headers: { ...HEADERS, Encryption: 'nacl-box' }, data: envelope }),
  );
  if (deposit > 0) await operator(request, 'POST', `/sandbox/members/${username}/deposit`, { amount: deposit });
  return { username, password, token: login.token };
}

/** What the gateway holds for a member, read with its token. */
export function memberGet<T>(request: APIRequestContext, member: TestMember, path: string): Promise<T> {
  return request.get(`${GATEWAY_URL}${path}`, { headers: { ...HEADERS, Authorization: member.token } }).then((r) => unwrap<T>(r));
}

export const balanceOf = (request: APIRequestContext, member: TestMember) =>
  memberGet<{ sumBalance: number }>(request, member, '/wps/v2/wallets/balance').then((v) => v.sumBalance);

export interface BetRecordRow {
  id: number;
  gameName: string;
  stake: number;
  payout: number | null;
  winLoss: number | null;
  status: 'pending' | 'settled';
  issue: string | null;
  result: string | null;
}

export const betRecordsOf = (request: APIRequestContext, member: TestMember) =>
  memberGet<{ list?: BetRecordRow[]; content?: BetRecordRow[] }>(request, member, '/wps/member/bets?pageNo=1&pageSize=20').then(
    (v) => v.list ?? v.content ?? [],
  );

/** Opens the portal already logged in as `member` (the session lives in sessionStorage, spec §3). */
export async function loginAs(page: Page, member: TestMember) {
  await page.addInitScript(
    ([token, username]) => {
      if (!sessionStorage.getItem('token')) {
        sessionStorage.setItem('token', JSON.stringify(token));
        sessionStorage.setItem('username', JSON.stringify(username));
      }
    },
    [member.token, member.username] as const,
  );
}

/** Formats an amount like the portal (`$1,234.50`). */
export const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
