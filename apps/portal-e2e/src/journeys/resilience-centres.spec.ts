import type { Locator, Page } from '@playwright/test';
import { endpoints } from '@portal/api-contract';
import { agentCentre, openWithToken, tokenOf } from '../support/agent';
import { textIn } from '../support/brand';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/members';
import type { ScopedFaults } from '../support/operator';
import { saveScreenshot } from '../support/screenshots';

/**
 * Resilience of the member centre, the agent centre and /pointMall: under 2 s latency
 * and 10 % 503s on /wps and /lgw (seeded, so a run fails the same requests as the last one as far
 * as the requests come in the same order), every page keeps the shell, and every section ends in
 * content or an error whose "Try again" works: no endless spinner or skeleton, no blank panel, no
 * uncaught error. The pages are visited through their menu links (one load of the portal per
 * centre), as a player moves in the centre.
 */

/** page-kit MEMBER_CENTRE_PAGES, without transferUpline (only for a member with an upline). */
const MEMBER_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'responsibleGaming',
] as const;
/** libs/feature-agent AGENT_CENTRE_PAGES (the seeded `agent` has every contract, so every page is listed). */
const AGENT_PAGES = [
  'announcement',
  'teamOverview',
  'registerAccount',
  'teamManagement',
  'teamBetting',
  'userProfitLoss',
  'myIncome',
  'transactionDetails',
  'bonus',
  'dailySalary',
  'hourlySalary',
  'realTimeSalary',
] as const;

/** 2 s latency and 10 % 503s on every platform call, the same draws in every run. */
const underFaults = async (faults: ScopedFaults) => {
  for (const prefix of ['/wps', '/lgw']) await faults.set({ prefix, latencyMs: 2_000, errorRate: 0.1, seed: 18 });
};
const tryAgain = (scope: Locator) => scope.getByRole('button', { name: textIn('pt', 'Try again'), exact: true });

const pageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/**
 * What in `scope` still says "loading": an aria-busy element, or an animation that never ends
 * (a spinner or a skeleton's shimmer) on an element that is drawn.
 */
const stillLoading = (scope: Locator) =>
  scope.evaluate((root) => {
    const busy = [...root.querySelectorAll('[aria-busy="true"]')].filter((el) => (el as HTMLElement).offsetParent !== null);
    const endless = root
      .getAnimations({ subtree: true })
      .filter((animation) => animation.effect?.getTiming().iterations === Infinity && animation.playState === 'running')
      .map((animation) => (animation.effect as KeyframeEffect).target)
      .filter((el): el is HTMLElement => el instanceof HTMLElement && el.offsetParent !== null && el.getBoundingClientRect().width > 0);
    return [...busy, ...endless].map((el) =>
      `${el.tagName.toLowerCase()}.${el.className.toString().split(' ')[0]} ${el.getAttribute('aria-label') ?? ''}`.trim(),
    );
  });

/**
 * The section's settling: nothing loading after the client's time limit (15 s) plus the retries,
 * text on the panel, and each error's "Try again" loads it (clicked until it holds, under the
 * same faults: a retry may meet another injected 503).
 */
async function expectSettled(scope: Locator, what: string) {
  // The page's own content, not the centre's menu or the page's title: a blank panel fails here.
  const contentLength = () =>
    scope.evaluate((root) => {
      const copy = root.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('nav, h1, h2, h3').forEach((node) => node.remove());
      return (copy.textContent ?? '').trim().length;
    });
  // Both in one poll: right after a menu click the new page may not have drawn its skeletons yet
  // (nothing loading, nothing written), which is not yet settled.
  const settled = async () => ({ loading: await stillLoading(scope), blank: (await contentLength()) === 0 });
  await expect.poll(settled, { message: `${what}: nothing left loading, not blank`, timeout: 25_000, intervals: [250] }).toEqual({ loading: [], blank: false });
  for (let round = 0; round < 3 && (await tryAgain(scope).count()) > 0; round++) {
    await tryAgain(scope).first().click();
    await expect.poll(() => stillLoading(scope), { message: `${what}: the retry settles`, timeout: 25_000, intervals: [250] }).toEqual([]);
  }
  await expect(tryAgain(scope), `${what}: "Try again" loaded the section`).toHaveCount(0);
}

/**
 * Walks every page of a centre in one load of the portal: the first by its address, the others by
 * the centre's menu links, as a player moves in the centre; each must settle. (Pages in parallel
 * tabs were tried: on the shared machine the tabs compete for the CPU and the walk got slower.)
 */
async function walk(page: Page, centre: 'member' | 'agent', ids: readonly string[], open: (path: string) => Promise<unknown>) {
  await open(`/?${centre}=${ids[0]}`);
  await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
  const dialog = centre === 'member' ? page.getByRole('dialog', { name: textIn('pt', 'Member centre') }) : agentCentre(page);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  const menu = dialog.getByRole('navigation', { name: textIn('pt', centre === 'member' ? 'Member centre menu' : 'Agent centre menu') });
  for (const id of ids) {
    if (id !== ids[0]) await menu.locator(`a[href*="${centre}=${id}"]`).click();
    await expect(page, id).toHaveURL(new RegExp(`${centre}=${id}(&|$)`));
    await expect(page.getByRole('banner'), id).toBeVisible();
    await expectSettled(dialog, `?${centre}=${id}`);
  }
}

test.describe('centres under faults (2 s latency, 10 % errors)', () => {
  // 13 and 12 pages whose reads wait 2 s each (some one after the other), on a shared machine.
  // Faults scoped to the test's browser context (the `faults` fixture, cleared after each test): the
  // journeys beside run unslowed, and the three tests may run at once on the project's workers.
  test.describe.configure({ timeout: 180_000, mode: 'parallel' });

  test('every member-centre page and /pointMall keep the shell and settle', async ({ page, faults, createMember }) => {
    // The member is created through the platform API (the `request` fixture: no fault scope, the faults never touch it).
    const member = await createMember({ prefix: 'flt', deposit: 500 });
    await underFaults(faults);
    const errors = pageErrors(page);
    await loginAs(page, member);
    await walk(page, 'member', MEMBER_PAGES, (path) => page.goto(path));
    await saveScreenshot(page, 'faults-member-centre');
    await page.goto('/pointMall');
    await expect(page.getByRole('banner')).toBeVisible({ timeout: 30_000 });
    await expectSettled(page.getByRole('main'), '/pointMall');
    await saveScreenshot(page, 'faults-pointMall');
    expect(errors).toEqual([]);
  });

  test('every agent-centre page keeps the shell and settles', async ({ page, request, faults }) => {
    const token = await tokenOf(request, 'agent', 'agent1234');
    await underFaults(faults);
    const errors = pageErrors(page);
    await walk(page, 'agent', AGENT_PAGES, (path) => openWithToken(page, path, token));
    await saveScreenshot(page, 'faults-agent-centre');
    expect(errors).toEqual([]);
  });

  test('a deposit refused by a 503 keeps its amount and creates no order; the next press creates exactly one', async ({
    page,
    platform,
    faults,
    createMember,
  }) => {
    const member = await createMember({ prefix: 'fdp' });
    const orders = async () => (await platform.call(endpoints.depositOrders, { pageNo: 1, pageSize: 10 }, { token: member.token })).total;
    await loginAs(page, member);
    await page.goto('/?member=depositv2');
    const dialog = page.getByRole('dialog', { name: textIn('pt', 'Member centre') });
    const form = dialog.getByRole('form', { name: textIn('pt', 'Deposit with {0}', { 0: 'PIX' }) });
    await form.getByRole('textbox').fill('123.45');
    await faults.set({ prefix: endpoints.depositCreate.path, errorRate: 1 });
    await form.getByRole('button', { name: textIn('pt', 'Deposit'), exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(textIn('pt', 'The service is unavailable, please try again later'));
    await expect(form.getByRole('textbox')).toHaveValue('123.45');
    await saveScreenshot(page, 'faults-deposit-refused');
    await faults.clear();
    // A money move is never sent again by the client by itself.
    expect(await orders()).toBe(0);
    await form.getByRole('button', { name: textIn('pt', 'Deposit'), exact: true }).click();
    await expect(dialog.getByTestId('deposit-order')).toBeVisible({ timeout: 15_000 });
    expect(await orders()).toBe(1);
  });
});
