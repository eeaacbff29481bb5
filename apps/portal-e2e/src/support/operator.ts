import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { operator as operatorCall } from './gateway';
import { MERCHANT } from './platform';

interface Envelope<T> {
  success: boolean;
  message?: string;
  value: T;
}

/** The sandbox's per-merchant platform extras (`PUT /sandbox/platform`). */
export interface PlatformExtras {
  gtagId: string | null;
  imageCDNs: string[];
  launchGameCDNs: string[];
  webDomains: string[] | null;
  disabledSections: string[];
  /** Vendors whose games are under maintenance (their launches get `game_maintenance`). */
  maintenanceVendors: string[];
}

export interface OperatorSettings {
  loginedToHomePage: boolean;
}

/** A fault on a /wps or /lgw prefix: added latency, share of 503 answers, seed of the draws (repeatable errors). */
export interface FaultSetting {
  prefix: string;
  latencyMs?: number;
  errorRate?: number;
  seed?: number;
}

/** Faults of one test's browser context (the `faults` fixture). */
export interface ScopedFaults {
  /** The scope: the value of FAULT_SCOPE_HEADER on every request of the test's browser context. */
  scope: string;
  set(fault: FaultSetting): Promise<void>;
  clear(): Promise<void>;
}

/** The sandbox's fault-scope header (apps/sandbox-gateway src/domain/operator.ts): faults set with its scope apply only to requests carrying it. */
export const FAULT_SCOPE_HEADER = 'X-Sandbox-Fault-Scope';

/**
 * Puts the browser context of a test in a fault scope of its own (its test id, 1–64 of
 * [A-Za-z0-9_-]): every request of the context carries FAULT_SCOPE_HEADER, so faults set for the
 * scope hit this journey only and it may run beside the others (project `journeys`). Requests
 * through the `request` fixture (platform, operator, createMember) carry no scope.
 * The header goes on every request of the context, cross-origin ones too: images and frame
 * navigations (the game and chat frames) take it as is; a cross-origin fetch() would need a CORS
 * preflight, and the journeys that use this make none (the portal talks to its platform same-origin).
 */
export async function scopeFaults(operator: Operator, page: Page, testInfo: TestInfo): Promise<ScopedFaults> {
  const scope = `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`.replace(/[^A-Za-z0-9_-]/g, '_').slice(-64);
  await page.context().setExtraHTTPHeaders({ [FAULT_SCOPE_HEADER]: scope });
  return {
    scope,
    set: (fault) => operator.setFault({ ...fault, scope }),
    clear: () => operator.clearFaults(scope),
  };
}

/** The operator's view of the sandbox: controls no real platform has (`/sandbox/...`, guarded by the operator key). */
export interface Operator {
  /** Credits a member's main wallet. */
  deposit(username: string, amount: number): Promise<void>;
  /**
   * Opens an account for a player the way the back office does (its first login is `firstTimeLogin`);
   * `passwordExpired` opens it with a password that has already expired.
   */
  openAccount(username: string, password: string, options?: { passwordExpired?: boolean }): Promise<void>;
  /** Sets feature switches and/or settings; returns the previous values of the ones set, to restore afterwards. */
  setSwitches(body: {
    switches?: Record<string, boolean>;
    settings?: Partial<OperatorSettings>;
  }): Promise<{ switches: Record<string, boolean>; settings: OperatorSettings }>;
  /**
   * What the permission says of the PT merchant's analytics tag and CDNs, its web domains and the
   * white-label sections switched off (global state: such a journey is in GLOBAL_STATE).
   * `resetPlatform()` puts the defaults back.
   */
  setPlatform(body: Partial<PlatformExtras>): Promise<void>;
  resetPlatform(): Promise<void>;
  /** System status the portal sees (0 normal, 1 maintenance, 2 IP restriction). */
  setSystemStatus(body: { status: 0 | 1 | 2; ip?: string; country?: string }): Promise<void>;
  /** The newest unused SMS code the sandbox "sent" to a number (waits for it). */
  latestSmsCode(mobile: string): Promise<string>;
  /** The answer of the captcha bound to the page's captcha cookie. */
  captchaAnswer(page: Page): Promise<string>;
  /** The current 2FA (TOTP) code of a member with 2FA on (stands in for the authenticator app). */
  twoFactorCode(username: string): Promise<string>;
  /**
   * Fault injection on a /wps or /lgw prefix (latency, share of 503 answers). Without a scope it
   * slows every journey running beside: journeys use the `faults` fixture (scoped to their browser
   * context) instead. clearFaults() removes the unscoped faults, clearFaults(scope) that scope's.
   */
  setFault(fault: FaultSetting & { scope?: string }): Promise<void>;
  clearFaults(scope?: string): Promise<void>;
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
    async openAccount(username, password, options = {}) {
      await operatorCall(request, 'POST', '/sandbox/members', { username, password, ...options });
    },
    async setSwitches(body) {
      const before = await get<{ switches: Record<string, boolean>; settings: OperatorSettings }>('/sandbox/switches');
      await operatorCall(request, 'PUT', '/sandbox/switches', body);
      return {
        switches: Object.fromEntries(Object.keys(body.switches ?? {}).map((key) => [key, before.switches[key] ?? false])),
        settings: before.settings,
      };
    },
    async setPlatform(body) {
      await operatorCall(request, 'PUT', `/sandbox/platform?merchant=${MERCHANT}`, body);
    },
    async resetPlatform() {
      await operatorCall(request, 'PUT', `/sandbox/platform?merchant=${MERCHANT}`, {
        gtagId: null,
        imageCDNs: [],
        launchGameCDNs: [],
        webDomains: null,
        disabledSections: [],
        maintenanceVendors: [],
      });
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
    async clearFaults(scope) {
      await operatorCall(request, 'DELETE', `/sandbox/faults${scope ? `?scope=${encodeURIComponent(scope)}` : ''}`);
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
