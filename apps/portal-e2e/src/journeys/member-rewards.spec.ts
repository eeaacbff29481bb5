import type { Page } from '@playwright/test';
import { endpoints } from '@portal/api-contract';
import { textIn } from '../support/brand';
import { expect as baseExpect, test } from '../support/fixtures';
import { operator as operatorCall } from '../support/gateway';
import { money, openAsMember, uniqueName } from '../support/members';
import { saveScreenshot } from '../support/screenshots';

// Cold pages on the shared machine can take longer than the default 10 s to paint.
const expect = baseExpect.configure({ timeout: 30_000 });
const pt = (message: string, values: Record<string, string | number> = {}) => textIn('pt', message, values);
const centre = (page: Page) => page.getByRole('dialog', { name: pt('Member centre') });

/** Opens a page of the centre by its `?member=` address and waits until its data is on screen. */
async function openCentrePage(page: Page, id: string, title: string, token?: string) {
  if (token) await openAsMember(page, `/?member=${id}`, token);
  else await page.goto(`/?member=${id}`);
  const dialog = centre(page);
  await expect(dialog.getByRole('heading', { name: title, level: 3 })).toBeVisible();
  await expect(dialog.getByRole('link', { name: new RegExp(`^${title}`) })).toHaveAttribute('aria-current', 'page');
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  return dialog;
}

/** Switches the theme without a reload (as another tab would: the stored value and its storage event), then waits for it. */
async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.evaluate((value) => {
    const newValue = JSON.stringify(value);
    localStorage.setItem('theme', newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue, storageArea: localStorage }));
  }, theme);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(theme);
}

/** The open page in both themes, saved as member-<name>-<theme>.png (axe checks each first). */
async function screenshotsInBothThemes(page: Page, name: string) {
  for (const theme of ['dark', 'light'] as const) {
    await setTheme(page, theme);
    await saveScreenshot(page, `member-${name}-${theme}`);
  }
  await setTheme(page, 'dark');
}

test.describe('member rewards', () => {
  test.setTimeout(180_000);
  test.use({ viewport: { width: 1440, height: 900 } });

  test('claiming the daily check-in credits it once: the account record and the bonus details show it', async ({ page, platform, createMember }) => {
    const member = await createMember({ prefix: 'rc' });
    const before = (await platform.call(endpoints.balance, {}, { token: member.token })).sumBalance;
    const dialog = await openCentrePage(page, 'rewardCenter', pt('Reward centre'), member.token);
    const checkin = dialog.getByRole('region', { name: pt('Daily check-in') });
    await expect(checkin.getByRole('list', { name: pt('Check-in days') }).getByRole('listitem')).toHaveCount(7);
    await checkin.getByRole('button', { name: pt('Claim {title}', { title: pt('Daily check-in') }) }).click();
    await expect(checkin.getByRole('status')).toContainText(money(1));
    await expect(checkin.getByRole('button', { name: pt('Checked in today') })).toBeDisabled();

    // What the gateway stored: one ledger entry of the bonus category, the balance up by exactly 1.00.
    const record = await platform.call(endpoints.transactionDetail, { category: 'bonus', pageSize: 50 }, { token: member.token });
    expect(record.list.filter((x) => x.type === 'reward_checkin').map((x) => x.amount)).toEqual([1]);
    expect((await platform.call(endpoints.balance, {}, { token: member.token })).sumBalance).toBeCloseTo(before + 1, 2);
    await screenshotsInBothThemes(page, 'rewardCenter');

    // The claim's link leads to the account record, which lists it as a bonus.
    await checkin.getByRole('link', { name: pt('See it in your account record') }).click();
    const record2 = centre(page);
    await expect(record2.getByRole('heading', { name: pt('Account record'), level: 3 })).toBeVisible();
    const row = record2
      .getByRole('table', { name: pt('Account record') })
      .getByRole('row')
      .filter({ hasText: pt('Bonuses') })
      .first();
    await expect(row).toContainText(money(1));
    await expect(row).toContainText(`checkin:`);

    // Bonus details: the check-in with its 1× turnover requirement, active.
    const bonuses = await openCentrePage(page, 'bonusDetails', pt('Bonus details'));
    const bonusRow = bonuses
      .getByRole('table', { name: pt('Bonuses') })
      .getByRole('row')
      .nth(1);
    await expect(bonusRow).toContainText(pt('Daily check-in'));
    await expect(bonusRow).toContainText(pt('{done} of {required}', { done: money(0), required: money(1) }));
    await expect(bonusRow).toContainText(pt('Active'));
    await screenshotsInBothThemes(page, 'bonusDetails');
  });

  test('an invitation link fills the code on /register; the friend who registers shows in the inviter’s list', async ({ page, platform, createMember }) => {
    const inviter = await createMember({ prefix: 'inv' });
    const dialog = await openCentrePage(page, 'referral', pt('Invite friends'), inviter.token);
    await expect(dialog.getByRole('img', { name: pt('QR code of your invitation link') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: pt('Copy the invitation link') })).toBeVisible();
    await expect(dialog.getByText(pt('No friends have registered with your invitation yet'))).toBeVisible();
    const link = await dialog.locator('code').filter({ hasText: '/register?code=' }).textContent();
    const url = new URL(link!);
    const code = url.searchParams.get('code')!;

    // The friend follows the link in a fresh session.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${url.pathname}${url.search}`);
    const form = page.getByRole('form', { name: pt('Register by username') });
    await expect(form.getByRole('textbox', { name: pt('Invitation code') })).toHaveValue(code);
    const friend = uniqueName('fr');
    await form.getByRole('textbox', { name: pt('Username'), exact: true }).fill(friend);
    await form.getByRole('textbox', { name: pt('Password'), exact: true }).fill('friend123');
    await form.getByRole('textbox', { name: pt('Confirm password'), exact: true }).fill('friend123');
    await form.getByRole('button', { name: pt('Register'), exact: true }).click();
    await expect(page.getByRole('dialog', { name: pt('Welcome!') })).toBeVisible();

    // Stored: the inviter's list has the friend (masked).
    const masked = `${friend.slice(0, 2)}***${friend.slice(-1)}`;
    const invitees = await platform.call(endpoints.referralInvitees, {}, { token: inviter.token });
    expect(invitees.list.map((f) => [f.userName, f.status])).toEqual([[masked, 'registered']]);

    // Seen: the inviter opens the page again.
    await page.evaluate(() => sessionStorage.clear());
    const again = await openCentrePage(page, 'referral', pt('Invite friends'), inviter.token);
    const row = again
      .getByRole('table', { name: pt('Invited friends') })
      .getByRole('row')
      .nth(1);
    await expect(row).toContainText(masked);
    await expect(row).toContainText(pt('Not qualified yet'));
    await screenshotsInBothThemes(page, 'referral');
  });

  test('claiming a completed mission pays it and the menu badge counts one mission less', async ({ page, request, platform, createMember }) => {
    const member = await createMember({ prefix: 'ms', deposit: 50 });
    // Ten real spins on three games complete "Place 10 bets" and "Play 3 different games".
    await operatorCall(request, 'POST', `/sandbox/members/${member.username}/spins`, { count: 10, stake: 1, games: 3 });
    const dialog = await openCentrePage(page, 'missionLeaderboard', pt('Mission activity'), member.token);
    const menuEntry = dialog.getByRole('navigation').getByRole('link', { name: new RegExp(`^${pt('Mission activity')}`) });
    await expect(menuEntry).toContainText('3');
    const missions = dialog.getByRole('list', { name: pt('Missions') });
    await expect(missions.getByRole('progressbar', { name: pt('Place 10 bets') })).toHaveAttribute('aria-valuenow', '10');

    await missions.getByRole('button', { name: pt('Claim the reward of {title}', { title: pt('Place 10 bets') }) }).click();
    await expect(missions.getByRole('status')).toContainText(money(5));
    await expect(menuEntry).toContainText('2');
    await expect(menuEntry).not.toContainText('3');
    const summary = await platform.call(endpoints.missionSummary, {}, { token: member.token });
    expect(summary.count).toBe(2);
    expect(summary.missions.find((m) => m.id === 1)?.status).toBe('claimed');
    await expect(dialog.getByRole('table', { name: pt('Leaderboard') })).toBeVisible();
    await screenshotsInBothThemes(page, 'missionLeaderboard');
  });
});
