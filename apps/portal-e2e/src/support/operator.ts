import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { operator as operatorCall } from './gateway';

interface Envelope<T> {
  success: boolean;
  message?: string;
  value: T;
}

export interface OperatorSettings {
  loginedToHomePage: boolean;
}

/** The operator's view of the sandbox: controls no real platform has (`/sandbox/...`, guarded by the operator key). */
export interface Operator {
  /** Credits a member's main wallet. */
  deposit(username: string, amount: number): Promise<void>;
  /** Opens an account for a player the way the back office does (its first login is `firstTimeLogin`). */
  openAccount(username: string, password: string): Promise<void>;
  /** Sets feature switches and/or settings; returns the previous values of the ones set, to restore afterwards. */
  setSwitches(body: {
    switches?: Record<string, boolean>;
    settings?: Partial<OperatorSettings>;
  }): Promise<{ switches: Record<string, boolean>; settings: OperatorSettings }>;
  /** System status the portal sees (0 normal, 1 maintenance, 2 IP restriction). */
  setSystemStatus(body: { status: 0 | 1 | 2; ip?: string; country?: string }): Promise<void>;
  /** The newest unused SMS code the sandbox "sent" to a number (waits for it). */
  latestSmsCode(mobile: string): Promise<string>;
  /** The answer of the captcha bound to the page's captcha cookie. */
  captchaAnswer(page: Page): Promise<string>;
  /** The current 2FA (TOTP) code of a member with 2FA on (stands in for the authenticator app). */
  twoFactorCode(username: string): Promise<string>;
  /** Fault injection on a /wps or /lgw prefix (latency, share of 503 answers); clearFaults removes every one. */
  setFault(fault: { prefix: string; latencyMs?: number; errorRate?: number; seed?: number }): Promise<void>;
  clearFaults(): Promise<void>;
  /** Turns 2FA (TOTP) on for a member (the secret stays in the sandbox; read codes with twoFactorCode). */
  enableTwoFactor(username: string): Promise<void>;
  /** The reset e-mails the sandbox recorded. */
  emailOutbox(): Promise<{ username: string; email: string }[]>;
  /** The back office acts on a withdrawal: approve, then pay (or reject/return, with a reason). */
  withdrawal(id: string, action: 'approve' | 'pay' | 'reject' | 'return', reason?: string): Promise<void>;
}

export function createOperator(request: APIRequestContext): Operator {
  const get = async <T>(path: string) => ((await operatorCall(request, 'GET', path)) as Envelope<T>).value;
  return {
    async deposit(username, amount) {
      await operatorCall(request, 'POST', `/sandbox/members/${username}/deposit`, { amount });
    },
    async openAccount(username, password) {
      await operatorCall(request, 'POST', '/sandbox/members', { username, password });
    },
    async setSwitches(body) {
      const before = await get<{ switches: Record<string, boolean>; settings: OperatorSettings }>('/sandbox/switches');
      await operatorCall(request, 'PUT', '/sandbox/switches', body);
      return {
        switches: Object.fromEntries(Object.keys(body.switches ?? {}).map((key) => [key, before.switches[key] ?? false])),
        settings: before.settings,
      };
    },
    async setSystemStatus(body) {
      await operatorCall(request, 'PUT', '/sandbox/system/status', body);
    },
    async latestSmsCode(mobile) {
      let code = '';
      await expect
        .poll(async () => {
          const sent = await get<{ code: string; used: boolean }[]>(`/sandbox/sms?mobile=${encodeURIComponent(mobile)}`);
          code = sent.find((sms) => !sms.used)?.code ?? '';
          return code;
        })
        .not.toBe('');
      return code;
    },
    async captchaAnswer(page) {
      const sid = (await page.context().cookies()).find((cookie) => cookie.name === 'captcha_sid')?.value;
      expect(sid, 'captcha cookie').toBeTruthy();
      const { code } = await get<{ code: string | null }>(`/sandbox/captcha?sid=${sid}`);
      expect(code).toBeTruthy();
      return code!;
    },
    async twoFactorCode(username) {
      const { code } = await get<{ code: string; validForMs: number }>(`/sandbox/2fa/code?username=${username}`);
      expect(code).toMatch(/^\d{6}$/);
      return code;
    },
    async setFault(fault) {
      await operatorCall(request, 'PUT', '/sandbox/faults', fault);
    },
    async clearFaults() {
      await operatorCall(request, 'DELETE', '/sandbox/faults');
    },
    async enableTwoFactor(username) {
      await operatorCall(request, 'POST', `/sandbox/members/${username}/2fa`);
    },
    emailOutbox: () => get<{ username: string; email: string }[]>('/sandbox/email'),
    async withdrawal(id, action, reason) {
      await operatorCall(request, 'POST', `/sandbox/withdrawals/${encodeURIComponent(id)}/${action}`, reason ? { reason } : undefined);
    },
  };
}
