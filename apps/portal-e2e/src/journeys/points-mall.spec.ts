import type { APIRequestContext, Page } from '@playwright/test';
import { endpoints } from '@portal/api-contract';
import { textIn } from '../support/brand';
import { expect, test } from '../support/fixtures';
import { operator } from '../support/gateway';
import { balanceOf, loginAs, money } from '../support/members';
import type { Platform } from '../support/platform';
import { saveScreenshot } from '../support/screenshots';
import { loginToken, settle } from '../support/shell';

/** Points as the PT portal shows them (the locale's grouping). */
const points = (n: number) => new Intl.NumberFormat('pt').format(n);
const pt = (message: string, values: Record<string, string | number> = {}) => textIn('pt', message, values);

/** Gives a member points (operator adjustment; the journey's data comes through the API). */
const grantPoints = (request: APIRequestContext, username: string, amount: number) =>
  operator(request, 'POST', '/sandbox/points/adjust', { username, points: amount });

/**
 * Plays one slot round as the member through the game page's own call (the sandbox's demo game):
 * launch, read the page's game session, spin. The bet settles at once.
 */
async function playSlotRound(request: APIRequestContext, platform: Platform, token: string, stake: number) {
  const { games } = await platform.call(endpoints.gameList, { gameType: 'RNG', vassalage: 'PG', pageSize: 42 });
  const launch = await platform.call(endpoints.launchGame, { nodeId: games[0]!.nodeId, vassalage: 'PG' }, { token });
  const html = await (await request.get(launch.game_url)).text();
  const session = /const SESSION = "([^"]+)"/.exec(html)?.[1];
  expect(session, 'game session in the game page').toBeTruthy();
  const spin = await request.post(new URL('/sandbox/games/spin', launch.game_url).toString(), {
    data: { stake },
    headers: { 'X-Game-Session': session!, 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(((await spin.json()) as { success: boolean }).success).toBe(true);
}

const pointsOf = async (platform: Platform, token: string) => (await platform.call(endpoints.pointsBalance, {}, { token })).points;
const rewardNamed = async (platform: Platform, name: string) => (await platform.call(endpoints.pointsReward, {})).find((r) => r.name === name)!;

async function openMall(page: Page, search = '') {
  await page.goto(`/pointMall${search}`);
  await expect(page.getByRole('heading', { level: 1, name: pt('Points mall') })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

const REWARD = 'Free spins ×10';

test('a settled bet earns points; redeem and convert move points and money exactly as configured; a wrong password is refused without losing the form', async ({
  page,
  request,
  platform,
  createMember,
}) => {
  test.setTimeout(120_000);
  const member = await createMember({ deposit: 50 });
  const config = await platform.call(endpoints.pointsConfig, {});
  // A settled bet earns points at the configured rate.
  await playSlotRound(request, platform, member.token, 5);
  const earned = Math.floor(5 * config.earnPerUnitStaked);
  expect(await pointsOf(platform, member.token)).toBe(earned);
  await grantPoints(request, member.username, 3_000 - earned);
  const reward = await rewardNamed(platform, REWARD);
  const moneyBefore = await balanceOf(platform, member.token); // after the round
  await loginAs(page, member);
  await openMall(page);
  await expect(page.getByTestId('points-balance')).toHaveText(points(3_000));
  await expect(page.getByTestId('money-balance')).toHaveText(money(moneyBefore));

  // Redeem 2: the dialog shows the cost; a wrong password is refused, the quantity stays.
  await page.getByRole('button', { name: pt('Redeem {0}', { 0: REWARD }) }).click();
  const dialog = page.getByRole('dialog', { name: pt('Redeem a reward') });
  const quantity = dialog.getByRole('textbox', { name: pt('Quantity') });
  await quantity.fill('2');
  await expect(dialog.getByTestId('redeem-total')).toHaveText(`${points(2 * reward.points)} pontos`);
  await dialog.getByLabel(pt('Login password')).fill('not-my-password');
  await dialog.getByRole('button', { name: pt('Confirm redemption') }).click();
  await expect(dialog.getByText(/Senha errada\. Restam 4 tentativas/)).toBeVisible();
  await expect(quantity).toHaveValue('2');
  await expect(dialog.getByLabel(pt('Login password'))).toHaveValue('');
  expect(await pointsOf(platform, member.token)).toBe(3_000);

  await dialog.getByLabel(pt('Login password')).fill(member.password);
  await dialog.getByRole('button', { name: pt('Confirm redemption') }).click();
  await expect(dialog).toBeHidden();
  const afterRedeem = 3_000 - 2 * reward.points;
  await expect(page.getByTestId('points-balance')).toHaveText(points(afterRedeem));
  // What the gateway stored: points, stock, the redemption; money untouched.
  expect(await pointsOf(platform, member.token)).toBe(afterRedeem);
  expect((await rewardNamed(platform, REWARD)).stock).toBe(reward.stock - 2);
  const redemptions = await platform.call(endpoints.pointsRedeemList, { pageNo: 1, pageSize: 10 }, { token: member.token });
  expect(redemptions.list).toEqual([expect.objectContaining({ rewardName: REWARD, quantity: 2, points: 2 * reward.points })]);
  expect(await balanceOf(platform, member.token)).toBe(moneyBefore);

  // Convert 1234 points: the amount is shown before confirming, then credited exactly.
  await page.getByRole('tab', { name: pt('Convert to balance') }).click();
  await page.getByRole('textbox', { name: pt('Points to convert') }).fill('1234');
  const credited = Math.floor((1_234 * 100) / config.pointsPerUnit) / 100;
  await expect(page.getByTestId('convert-preview')).toHaveText(money(credited));
  await page.getByRole('button', { name: pt('Review') }).click();
  await expect(page.getByTestId('convert-amount')).toHaveText(money(credited));
  await page.getByLabel(pt('Login password')).fill(member.password);
  await page.getByRole('button', { name: pt('Confirm conversion') }).click();
  await expect(page.getByRole('status').filter({ hasText: money(credited) })).toBeVisible();
  await expect(page.getByTestId('points-balance')).toHaveText(points(afterRedeem - 1_234));
  await expect(page.getByTestId('money-balance')).toHaveText(money(moneyBefore + credited));
  expect(await pointsOf(platform, member.token)).toBe(afterRedeem - 1_234);
  expect(await balanceOf(platform, member.token)).toBeCloseTo(moneyBefore + credited, 2);

  // The points history lists every move, newest first, with the points after each; the bet's earning last.
  await page.getByRole('tab', { name: pt('Points history') }).click();
  const rows = page.getByRole('table', { name: pt('Points history') }).locator('tbody tr');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText(pt('Converted to balance'));
  await expect(rows.nth(0)).toContainText(`-${points(1_234)}`);
  await expect(rows.nth(1)).toContainText(pt('Reward redeemed'));
  await expect(rows.nth(1)).toContainText(`-${points(2 * reward.points)}`);
  await expect(rows.nth(2)).toContainText(`+${points(3_000 - earned)}`);
  await expect(rows.nth(3)).toContainText(pt('Earned from a settled bet'));
  await expect(rows.nth(3)).toContainText(`+${points(earned)}`);
  await settle(page);
});

test('guests see the mall and are asked to log in on redeem; trial accounts are asked for a real account', async ({ page, request }) => {
  await openMall(page);
  await expect(page.getByRole('list', { name: pt('Rewards') }).getByRole('listitem')).not.toHaveCount(0);
  await page.getByRole('button', { name: pt('Redeem {0}', { 0: REWARD }) }).click();
  await expect(page.getByRole('dialog', { name: /Entrar/ })).toBeVisible();
  await expect(page).toHaveURL(/\/pointMall/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tab', { name: pt('Convert to balance') })).toHaveCount(0);

  const token = await loginToken(request, 'trial', 'trial1234');
  await loginAs(page, { token, username: 'trial' });
  await openMall(page);
  await page.getByRole('button', { name: pt('Redeem {0}', { 0: REWARD }) }).click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
    pt('Redeeming rewards needs a real account. Register a real account to use your points.'),
  );
});

test('screenshots of the mall, the redeem dialog, the convert review and the rules in both themes', async ({ page, request, createMember }) => {
  test.setTimeout(120_000);
  const member = await createMember({ deposit: 20 });
  await grantPoints(request, member.username, 12_500);
  await loginAs(page, member);
  for (const theme of ['dark', 'light'] as const) {
    await page.addInitScript((value) => localStorage.setItem('theme', JSON.stringify(value)), theme);
    await openMall(page);
    await saveScreenshot(page, `points-mall-rewards-${theme}`);
    await page.getByRole('button', { name: pt('Redeem {0}', { 0: REWARD }) }).click();
    const dialog = page.getByRole('dialog', { name: pt('Redeem a reward') });
    await dialog.getByRole('textbox', { name: pt('Quantity') }).fill('3');
    await saveScreenshot(page, `points-mall-redeem-${theme}`);
    await dialog.getByRole('button', { name: pt('Cancel') }).click();
    await openMall(page, '?mall=convert');
    await page.getByRole('textbox', { name: pt('Points to convert') }).fill('2500');
    await page.getByRole('button', { name: pt('Review') }).click();
    await saveScreenshot(page, `points-mall-convert-${theme}`);
    await openMall(page, '?mall=rules');
    await saveScreenshot(page, `points-mall-rules-${theme}`);
  }
});
