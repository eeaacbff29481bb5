import { test as base, expect } from '@playwright/test';
import { AxeScanner, registerScanner, type AxeOptOut } from './axe';
import { registerMember, type NewMember, type TestMember } from './members';
import { createOperator, scopeFaults, type Operator, type ScopedFaults } from './operator';
import { createPlatform, type Platform } from './platform';

export interface PortalFixtures {
  /** The platform API, typed by the contract: `platform.call(endpoints.balance, {}, { token })`. */
  platform: Platform;
  /** Sandbox operator controls (deposit, switches, SMS/captcha/2FA codes…). */
  operator: Operator;
  /**
   * Fault injection for this test's browser context only (operator.ts scopeFaults): `faults.set({
   * prefix, latencyMs, errorRate, seed })`; cleared after the test. A journey using it may run
   * beside the others.
   */
  faults: ScopedFaults;
  /** Registers a fresh member through the API (optionally with mobile, e-mail, a deposit); returns it logged in. */
  createMember: (member?: NewMember) => Promise<TestMember>;
  /**
   * Parts of the page axe skips, each with its reason. Only for frames we do not control (a game
   * provider's iframe): `test.use({ axeOptOut: [{ selector, reason }] })` with a comment.
   */
  axeOptOut: AxeOptOut[];
  /** Runs axe on every page the journey visits (automatic). */
  axe: AxeScanner;
}

/**
 * The `test` of every journey: Playwright's, plus the platform/operator/member fixtures and an
 * automatic axe gate. axe runs after each navigation has settled, at every `settle()` and
 * screenshot (so in both themes where a journey toggles the theme) and at the end of the test; a
 * serious or critical violation fails the journey with a report of rule, page, theme and nodes.
 */
export const test = base.extend<PortalFixtures>({
  platform: async ({ request }, provide) => {
    await provide(createPlatform(request));
  },
  operator: async ({ request }, provide) => {
    await provide(createOperator(request));
  },
  faults: async ({ operator, page }, provide, testInfo) => {
    const faults = await scopeFaults(operator, page, testInfo);
    await provide(faults);
    await faults.clear();
  },
  createMember: async ({ platform, operator }, provide) => {
    await provide((member) => registerMember(platform, operator, member));
  },
  axeOptOut: [[], { option: true }],
  axe: [
    async ({ page, axeOptOut }, provide, testInfo) => {
      const scanner = new AxeScanner(page, axeOptOut);
      registerScanner(page, scanner);
      // Navigations the journey makes itself (goto, reload, back, forward) are scanned before the
      // call returns, so the page is judged before the journey touches it and axe never runs
      // while the journey interacts. In-page navigations (a click on a link) are scanned as soon
      // as they settle, alongside the journey.
      let explicit = 0;
      const scanAfter =
        <A extends unknown[], R>(name: string, navigate: (...args: A) => Promise<R>) =>
        async (...args: A): Promise<R> => {
          explicit += 1;
          try {
            const result = await navigate(...args);
            await scanner.checkpoint(`after page.${name}()`);
            return result;
          } finally {
            explicit -= 1;
          }
        };
      page.goto = scanAfter('goto', page.goto.bind(page));
      page.reload = scanAfter('reload', page.reload.bind(page));
      page.goBack = scanAfter('goBack', page.goBack.bind(page));
      page.goForward = scanAfter('goForward', page.goForward.bind(page));
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && explicit === 0) void scanner.checkpoint('after a navigation');
      });
      await provide(scanner);
      if (testInfo.status === testInfo.expectedStatus) await scanner.checkpoint('at the end of the test');
      await testInfo.attach('axe', {
        body: JSON.stringify({ scans: scanner.scans, scanMs: scanner.scanMs, findings: [...scanner.findings.values()] }, null, 2),
        contentType: 'application/json',
      });
      expect(scanner.findings.size + scanner.errors.length, scanner.report()).toBe(0);
    },
    { auto: true },
  ],
});

export { expect };
