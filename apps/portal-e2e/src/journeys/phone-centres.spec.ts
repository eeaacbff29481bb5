import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { endpoints } from '@portal/api-contract';
import { agentCentre, tokenOf } from '../support/agent';
import { textIn } from '../support/brand';
import { expect as fixtureExpect, test } from '../support/fixtures';
import { operator as operatorCall } from '../support/gateway';
import { balanceOf, loginAs, money, payInSimulator, uniqueMobile } from '../support/members';
import type { Operator } from '../support/operator';
import type { Platform } from '../support/platform';
import { saveScreenshot } from '../support/screenshots';
import { settle } from '../support/shell';

/**
 * The member centre, the agent centre and the points mall on a phone (docs/product/phone-layout.md
 * "Centres"), in the `phone` project (a 390×844 touch phone, playwright.config.ts). Each journey
 * makes its data through the API and the operator controls and drives on the phone only what it
 * tests; axe runs on every page (support/fixtures.ts), and the screenshots
 * (test-output/screenshots/phone-*.png) are taken in both themes.
 */

// Cold pages on the shared machine can take longer than the default 10 s to paint.
const expect = fixtureExpect.configure({ timeout: 30_000 });
const pt = (message: string, values: Record<string, string | number> = {}) => textIn('pt', message, values);
const memberCentre = (page: Page) => page.getByRole('dialog', { name: pt('Member centre') });
const PAYMENT_PASSWORD = '246810';

/** Light theme for this page (stored before the portal's scripts run). */
const useLight = (page: Page) => page.addInitScript(() => localStorage.setItem('theme', '"light"'));

/**
 * The phone's rules on the screen shown: nothing scrolls sideways, nothing sticks out of the right
 * edge, no visible control is under 24×24 px (WCAG 2.5.8; links inside a sentence are exempt).
 */
async function expectFits(page: Page, what: string) {
  const problems = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.scrollingElement!.scrollWidth > width) found.push(`the page scrolls sideways (${document.scrollingElement!.scrollWidth} px)`);
    const root = document.querySelector('[role=dialog]') ?? document.querySelector('main');
    for (const el of root?.querySelectorAll<HTMLElement>('*') ?? []) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Not drawn: empty boxes, hidden parts, and inputs drawn by their label (a radio card's own input is transparent).
      if (box.width === 0 || box.height === 0 || el.closest('[aria-hidden="true"]') || style.visibility === 'hidden' || style.opacity === '0') continue;
      const scroller = el.parentElement?.closest<HTMLElement>('[role=tablist], [data-scrolls]');
      if (box.right > width + 1 && !scroller)
        found.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(box.right)} px`);
      const control = el.matches('button, input, select, textarea, [role=button], [role=tab], [role=radio], [role=checkbox], a[href]');
      const inline = el.matches('a[href]') && style.display === 'inline';
      if (control && !inline && box.width > 2 && (box.width < 24 || box.height < 24))
        found.push(
          `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}" is ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
    }
    return [...new Set(found)].slice(0, 10);
  });
  expect(problems, `${what} fits a 390 px phone`).toEqual([]);
}

/** A settled page, checked and photographed (test-output/screenshots/phone-<name>.png; axe judges it first). */
async function look(page: Page, name: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  await settle(page);
  await expectFits(page, name);
  await saveScreenshot(page, `phone-${name}`);
}

/** Sets the payment password and a PIX payout account through the API (the withdrawal page is what is tested). */
async function preparePayout(platform: Platform, operator: Operator, token: string, mobile: string) {
  await platform.call(endpoints.smsPaymentPassword, {}, { token });
  const verificationCode = await operator.latestSmsCode(mobile);
  await platform.call(
    endpoints.paymentPasswordSet,
    { verificationCode, paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD },
    { token },
  );
  await platform.call(
    endpoints.payoutAccountBind,
    { type: 'PIX', holderName: 'Maria da Silva', pixKeyType: 'CPF', pixKey: '12345678901', paymentPassword: PAYMENT_PASSWORD },
    { token },
  );
}

/** Gives a member points (operator adjustment). */
const grantPoints = (request: APIRequestContext, username: string, amount: number) =>
  operatorCall(request, 'POST', '/sandbox/points/adjust', { username, points: amount });

/** The card of a record list whose title is `title`. */
const card = (list: Locator, title: string | RegExp) => list.getByRole('listitem').filter({ has: list.page().getByText(title, { exact: true }) });

test.describe('centres on a phone', () => {
  test.setTimeout(180_000);

  for (const theme of ['dark', 'light'] as const) {
    test(`a page opened by its address is a screen over the menu; back walks back to the menu, then out (${theme})`, async ({ page, createMember }) => {
      const member = await createMember({ prefix: 'ph' });
      if (theme === 'light') await useLight(page);
      await loginAs(page, member);
      const pageCalls: string[] = [];
      page.on('request', (request) => {
        if (/\/wps\/system\/banners|\/lgw\/games\/hot/.test(request.url())) pageCalls.push(request.url());
      });
      await page.goto('/?member=withdraw');
      const dialog = memberCentre(page);
      await expect(dialog.getByRole('heading', { level: 2, name: pt('Withdrawal') })).toBeVisible();
      // The centre covers the screen: home, the page under it, is not built until it closes, nor
      // are its calls made (its banners, its hot games).
      const hotGames = page.getByRole('heading', { name: pt('Hot games') });
      await expect(hotGames).toHaveCount(0);
      expect(pageCalls).toEqual([]);
      await expect(dialog.getByRole('button', { name: pt('Back to the menu') })).toBeVisible();
      await expect(dialog.getByRole('navigation')).toHaveCount(0);
      await look(page, `member-withdraw-${theme}`);

      await page.goBack();
      await expect(page).toHaveURL(/\?member=menu$/);
      const menu = dialog.getByRole('navigation', { name: pt('Member centre menu') });
      await expect(menu.getByRole('link', { name: pt('Withdrawal') })).toBeVisible();
      await look(page, `member-menu-${theme}`);

      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(/\/$/);
      await expect(hotGames).toBeVisible();
      if (theme === 'light') return;

      // The bottom bar's Account opens the menu; a page from it, its back button, the close button.
      await page
        .getByRole('navigation', { name: pt('Bottom navigation') })
        .getByRole('button', { name: pt('Account') })
        .click();
      await menu.getByRole('link', { name: pt('Account record') }).click();
      await expect(page).toHaveURL(/\?member=transactionHistory$/);
      await dialog.getByRole('button', { name: pt('Back to the menu') }).click();
      await expect(page).toHaveURL(/\?member=menu$/);
      await dialog.getByRole('button', { name: pt('Close member centre') }).click();
      await expect(dialog).toBeHidden();
    });
  }

  test('deposit by PIX: one column, a preset, the QR code and its copy button; the provider simulator pays it and the order is credited', async ({
    page,
    context,
    platform,
    createMember,
  }) => {
    const member = await createMember({ prefix: 'ph' });
    const before = await balanceOf(platform, member.token);
    await loginAs(page, member);
    await page.goto('/?member=depositv2');
    const dialog = memberCentre(page);
    await dialog.getByRole('radio', { name: /PIX/ }).check();
    const amount = dialog.getByRole('textbox', { name: new RegExp(pt('Amount')) });
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await dialog.getByRole('button', { name: '$100.00' }).click();
    await expect(amount).toHaveValue('100.00');
    await look(page, 'member-deposit-dark');
    await dialog.getByRole('button', { name: pt('Deposit'), exact: true }).click();
    const order = dialog.getByTestId('deposit-order');
    await expect(order.getByTestId('deposit-order-status')).toHaveText(pt('Waiting for payment'));
    await expect(order.getByRole('img', { name: pt('PIX QR code') })).toBeVisible();
    await expect(order.getByRole('button', { name: pt('Copy PIX code') })).toBeVisible();
    await look(page, 'member-deposit-order-dark');

    const href = await order.getByRole('link', { name: /página de pagamento/ }).getAttribute('href');
    await payInSimulator(context, href!);
    await expect(order.getByTestId('deposit-order-status')).toHaveText(pt('Credited'));
    expect(await balanceOf(platform, member.token)).toBeCloseTo(before + 100, 2);
  });

  test('withdrawal on a phone: amount, confirmation with the payment password, the operator pays, "confirm received" on its card', async ({
    page,
    platform,
    operator,
    createMember,
  }) => {
    const mobileNum = uniqueMobile();
    const member = await createMember({ prefix: 'ph', mobileNum, deposit: 500 });
    await preparePayout(platform, operator, member.token, mobileNum);
    const before = await balanceOf(platform, member.token);
    await useLight(page);
    await loginAs(page, member);
    await page.goto('/?member=withdraw');
    const dialog = memberCentre(page);
    const form = dialog.getByRole('form', { name: pt('Withdrawal') });
    const amount = form.getByRole('textbox', { name: new RegExp(pt('Amount')) });
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await amount.fill('100');
    const next = form.getByRole('button', { name: pt('Continue') });
    // The submit row takes the phone's width (within the thumb's reach under the field).
    expect((await next.boundingBox())!.width).toBeGreaterThan(300);
    await look(page, 'member-withdraw-form-light');
    await next.click();

    const confirm = dialog.getByRole('form', { name: pt('Confirm the withdrawal') });
    const password = confirm.getByLabel(new RegExp(pt('Payment password')));
    await expect(password).toHaveAttribute('inputmode', 'numeric');
    // A wrong payment password keeps the confirmation (the amount is not lost).
    await password.fill('999999');
    await confirm.getByRole('button', { name: pt('Confirm withdrawal') }).click();
    await expect(confirm.getByRole('alert')).toBeVisible();
    await password.fill(PAYMENT_PASSWORD);
    await look(page, 'member-withdraw-confirm-light');
    await confirm.getByRole('button', { name: pt('Confirm withdrawal') }).click();
    await expect(dialog.getByText(pt('Withdrawal requested'))).toBeVisible();
    expect(await balanceOf(platform, member.token)).toBeCloseTo(before - 100, 2);

    const [withdrawal] = (await platform.call(endpoints.withdrawals, { pageNo: 1, pageSize: 10 }, { token: member.token })).list;
    await operator.withdrawal(withdrawal!.withdrawalId, 'approve');
    await operator.withdrawal(withdrawal!.withdrawalId, 'pay');
    await page.reload();
    const list = dialog.getByRole('list', { name: pt('Withdrawals') });
    await list.getByRole('button', { name: pt('Confirm received') }).click();
    await expect(list.getByText(pt('Received'))).toBeVisible();
    await look(page, 'member-withdrawals-light');
    expect((await platform.call(endpoints.withdrawals, { pageNo: 1, pageSize: 10 }, { token: member.token })).list[0]).toMatchObject({
      status: 'received',
      receivedBy: 'member',
    });
  });

  test('account record: the type filter in a sheet, the cards of that type, the totals in view, the CSV of every filtered row', async ({
    page,
    operator,
    createMember,
  }) => {
    const member = await createMember({ prefix: 'ph', deposit: 300 });
    await operator.deposit(member.username, 200);
    await loginAs(page, member);
    await page.goto('/?member=transactionHistory');
    const dialog = memberCentre(page);
    await dialog.getByRole('button', { name: pt('Filters') }).click();
    const sheet = page.getByRole('dialog', { name: pt('Filters') });
    await sheet.getByRole('button', { name: new RegExp(pt('Type')) }).click();
    await page.getByRole('option', { name: pt('Deposits') }).click();
    await look(page, 'member-records-filters-dark');
    await sheet.getByRole('button', { name: pt('Show results') }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/ledger\.type=/);
    await expect(dialog.getByText(`${pt('Last 7 days')} · ${pt('Deposits')}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: new RegExp(`^${pt('Filters')}`) })).toContainText('1');

    const list = dialog.getByRole('list', { name: pt('Account record') });
    const cards = list.getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(card(list, pt('Deposits'))).toHaveCount(2);
    await expect(dialog.getByRole('region', { name: pt('Totals') })).toContainText(money(500));
    await look(page, 'member-records-dark');

    // A card's detail shows every column of its row.
    await cards
      .first()
      .getByRole('button', { name: pt('Details') })
      .click();
    const detail = page.getByRole('dialog', { name: pt('Deposits') });
    await expect(detail.getByText(pt('Reference'))).toBeVisible();
    await detail.getByRole('button', { name: pt('Close') }).click();

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: pt('Export CSV') }).click();
    const csv = await readFile((await (await downloading).path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes(pt('Deposits')))).toBe(true);
  });

  test('a deposit limit set on a phone: the amount field keeps a refused entry, the limit applies', async ({ page, createMember }) => {
    const member = await createMember({ prefix: 'ph' });
    await loginAs(page, member);
    await page.goto('/?member=responsibleGaming');
    const dialog = memberCentre(page);
    const daily = dialog.getByRole('group', { name: `${pt('Deposit limit')} · ${pt('24 hours')}` });
    const field = daily.getByLabel(pt('New limit for {name}', { name: `${pt('Deposit limit')} · ${pt('24 hours')}` }));
    await expect(field).toHaveAttribute('inputmode', 'decimal');
    await field.fill('abc');
    await daily.getByRole('button', { name: pt('Save') }).click();
    await expect(daily.getByText(pt('Enter an amount above zero'))).toBeVisible();
    await expect(field).toHaveValue('abc');
    await field.fill('100');
    await daily.getByRole('button', { name: pt('Save') }).click();
    await expect(dialog.getByRole('group', { name: `${pt('Deposit limit')} · ${pt('24 hours')}` })).toContainText('$100.00');
    await look(page, 'member-limits-dark');
  });

  test('points mall on a phone: the page fits, a reward is redeemed in a sheet', async ({ page, request, platform, createMember }) => {
    const member = await createMember({ prefix: 'ph' });
    await grantPoints(request, member.username, 3_000);
    const reward = (await platform.call(endpoints.pointsReward, {})).find((r) => r.name === 'Free spins ×10')!;
    await loginAs(page, member);
    await page.goto('/pointMall');
    await expect(page.getByRole('heading', { level: 1, name: pt('Points mall') })).toBeVisible();
    await look(page, 'points-mall-dark');
    await page.getByRole('button', { name: pt('Redeem {0}', { 0: reward.name }) }).click();
    const sheet = page.getByRole('dialog', { name: pt('Redeem a reward') });
    await sheet.getByLabel(pt('Login password')).fill(member.password);
    await look(page, 'points-mall-redeem-dark');
    await sheet.getByRole('button', { name: pt('Confirm redemption') }).click();
    await expect(sheet).toBeHidden();
    // The redemption is confirmed in a toast at the bottom, above the bar (focus inside it holds it
    // while it is checked and photographed), which its close button dismisses.
    const notifications = page.getByRole('region', { name: pt('Notifications') });
    await expect(notifications.getByText(pt('Redeemed: {0} × {1}', { 0: 1, 1: reward.name }))).toBeVisible();
    const dismiss = notifications.getByRole('button', { name: pt('Dismiss') });
    await dismiss.focus();
    await expect(page.getByTestId('points-balance')).toHaveText(new Intl.NumberFormat('pt').format(3_000 - reward.points));
    await look(page, 'points-mall-redeemed-dark');
    await dismiss.click();
    await expect(notifications).toHaveCount(0);
  });

  test('agent centre on a phone: team betting as cards with its filters, then a downline opened from team management', async ({ page, request }) => {
    const token = await tokenOf(request, 'agent', 'agent1234');
    await useLight(page);
    await loginAs(page, { token, username: 'agent' });
    await page.goto('/?agent=teamBetting');
    const dialog = agentCentre(page);
    // Today's period first. The seed's bets are spread over the last 60 days up to now, so just
    // after the brand's midnight today may have none yet: the cards are checked on yesterday's.
    await expect(dialog.getByText(pt('Today'), { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: pt('Filters') }).click();
    const sheet = page.getByRole('dialog', { name: pt('Filters') });
    await sheet.getByRole('button', { name: pt('Yesterday') }).click();
    await sheet.getByRole('button', { name: pt('Show results') }).click();
    await expect(page).toHaveURL(/tbets\.preset=yesterday/);
    await expect(dialog.getByText(pt('Yesterday'), { exact: true })).toBeVisible();
    await expect(
      dialog
        .getByRole('list', { name: pt('Team bets') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    // The page's name once, in the centre's bar; the rows' categories in words.
    await expect(dialog.getByRole('heading', { name: pt('Team betting'), exact: true })).toHaveCount(1);
    await expect(dialog.getByText('RNG', { exact: true })).toHaveCount(0);
    await look(page, 'agent-team-betting-light');

    // Back to the agent's menu, then team management: find a sub-agent and open its team.
    await dialog.getByRole('button', { name: pt('Back to the menu') }).click();
    await dialog
      .getByRole('navigation', { name: pt('Agent centre menu') })
      .getByRole('link', { name: pt('Team management') })
      .click();
    await dialog.getByRole('button', { name: pt('Filters') }).click();
    const filters = page.getByRole('dialog', { name: pt('Filters') });
    await filters.getByRole('textbox', { name: pt('Username') }).fill('agent2');
    await filters.getByRole('button', { name: pt('Search') }).click();
    await expect(filters).toBeHidden();
    const members = dialog.getByRole('list', { name: pt('Team members') });
    await members.getByRole('button', { name: `${pt('Open team')} agent2`, exact: true }).click();
    await expect(dialog.getByRole('navigation', { name: pt('Team path') }).getByRole('listitem')).toHaveText(['agent', 'agent2']);
    await look(page, 'agent-team-light');
  });
});
