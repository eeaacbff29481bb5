import { endpoints } from '@portal/api-contract';
import { agentCentre, openWithToken, tokenOf } from '../support/agent';
import { textIn } from '../support/brand';
import { expect, test } from '../support/fixtures';
import { balanceOf, loginAs, money, uniqueMobile } from '../support/members';
import { saveScreenshot } from '../support/screenshots';

/** The PT portal's text for an English message (read from the catalogs). */
const t = (message: string, values?: Record<string, string | number>) => textIn('pt', message, values);
const PAYMENT_PASSWORD = '246810';

test('transfer to upline: the form moves the amount from the member’s main wallet to the upline’s, as the platform records', async ({
  page,
  platform,
  operator,
  createMember,
  request,
}) => {
  test.setTimeout(120_000);
  // A member invited by the seeded agent (its code AGENT01), with money and a payment password.
  // Enough deposited that 25 is over the sign-up bonus's turnover hold (what may leave is what a withdrawal could take).
  const member = await createMember({ prefix: 'up', mobileNum: uniqueMobile(), deposit: 500, affiliateCode: 'AGENT01' });
  const own = { token: member.token };
  await platform.call(endpoints.smsPaymentPassword, {}, own);
  const verificationCode = await operator.latestSmsCode(member.mobileNum!);
  await platform.call(endpoints.paymentPasswordSet, { verificationCode, paymentPassword: PAYMENT_PASSWORD, confirmPaymentPassword: PAYMENT_PASSWORD }, own);
  const before = await balanceOf(platform, member.token);

  await loginAs(page, member);
  await page.goto('/?member=transferUpline');
  const centre = page.getByRole('dialog', { name: t('Member centre') });
  // The upline as the platform names it (masked: ag***nt).
  const info = await platform.call(endpoints.uplineTransferInfo, {}, own);
  expect(info.upline).toMatch(/^ag.*nt$/);
  await expect(
    centre
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${t('Upline')}$`) })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(info.upline!);
  // What may leave now, not the balance: the deposit still to be played through stays.
  expect(info.transferable).toBeLessThan(info.balance);
  await expect(
    centre
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${t('Transferable now')}$`) })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(money(info.transferable));
  const form = centre.getByRole('form', { name: t('Transfer to upline') });
  await expect(
    form.getByText(t('From {minText} to {maxText}', { minText: money(info.min), maxText: money(Math.min(info.max, info.transferable)) })),
  ).toBeVisible();
  await form.getByRole('textbox', { name: new RegExp(t('Amount')) }).fill('25');
  await form.getByLabel(new RegExp(`^${t('Payment password')}`)).fill(PAYMENT_PASSWORD);
  await form.getByRole('button', { name: t('Transfer') }).click();
  await expect(centre.getByRole('status')).toHaveText(`${money(25)} transferido para o seu superior.`);
  await saveScreenshot(page, 'member-transfer-upline-done');

  // The platform: the member's main wallet 25.00 lighter, the agent's ledger credited with the same transfer.
  expect(await balanceOf(platform, member.token)).toBeCloseTo(before - 25, 2);
  const out = await platform.call(endpoints.transactionDetail, { type: 'upline_transfer_out', pageNo: 1, pageSize: 5 }, own);
  expect(out.list).toHaveLength(1);
  expect(out.list[0]!.amount).toBe(-25);
  const agentToken = await tokenOf(request, 'agent', 'agent1234');
  const credited = await platform.call(endpoints.transactionDetail, { type: 'upline_transfer_in', pageNo: 1, pageSize: 50 }, { token: agentToken });
  expect(credited.list.find((entry) => entry.reference === out.list[0]!.reference)).toMatchObject({ amount: 25 });
  // The page shows the new balance.
  await expect(
    centre
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${t('Main wallet')}$`) })
      .locator('xpath=following-sibling::dd[1]'),
  ).toHaveText(money(before - 25));

  // The agent's transaction details: the transfer under "transfers with the team", in words, with the member who sent it.
  const agentPage = await page.context().newPage();
  await openWithToken(agentPage, '/?agent=transactionDetails', agentToken);
  const agent = agentCentre(agentPage);
  await agent.getByRole('button', { name: new RegExp(t('Type')) }).click();
  await agentPage.getByRole('option', { name: t('Transfers with the team') }).click();
  await expect(agentPage).toHaveURL(/atx\.group=transfer/);
  const row = agent
    .getByRole('table', { name: t('Transactions') })
    .getByRole('row')
    .filter({ hasText: member.username });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(t('Transfer from a team member'));
  await expect(row).toContainText(t('Main wallet'));
  await expect(row).toContainText(money(25));
  await saveScreenshot(agentPage, 'agent-transaction-details-transfer');
});

test('avatar picker: the chosen avatar is stored on the account and shown in the header', async ({ page, platform, createMember }) => {
  const member = await createMember({ prefix: 'av' });
  const avatars = await platform.call(endpoints.avatars, {}, { token: member.token });
  const current = (await platform.call(endpoints.memberInfo, {}, { token: member.token })).avatarId;
  const index = avatars.findIndex((avatar) => avatar.id !== current && avatar.id !== avatars[0]!.id);
  const chosen = avatars[index]!;
  await loginAs(page, member);
  await page.goto('/?member=securityCenter');
  const centre = page.getByRole('dialog', { name: t('Member centre') });
  await centre.getByRole('button', { name: t('Change avatar') }).click();
  const picker = centre.getByRole('group', { name: t('Choose an avatar') });
  await expect(picker.getByRole('button', { name: t('Avatar {0}', { 0: 1 }), exact: true })).toHaveAttribute(
    'aria-pressed',
    String(avatars[0]!.id === current),
  );
  await picker.getByRole('button', { name: t('Avatar {0}', { 0: index + 1 }), exact: true }).click();
  await expect(picker.getByRole('button', { name: t('Avatar {0}', { 0: index + 1 }), exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await platform.call(endpoints.memberInfo, {}, { token: member.token })).avatarId).toBe(chosen.id);
  const url = (await platform.call(endpoints.memberInfo, {}, { token: member.token })).avatarUrl;
  await expect(centre.getByRole('img', { name: t('Your avatar') })).toHaveAttribute('src', url);
  await expect(page.getByRole('banner').locator(`img[src="${url}"]`)).toBeVisible();
  await saveScreenshot(page, 'member-avatar-picker');
});
