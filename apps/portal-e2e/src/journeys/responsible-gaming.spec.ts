import type { Page } from '@playwright/test';
import { endpoints } from '@portal/api-contract';
import { expect, test } from '../support/fixtures';
import { operator as operatorCall } from '../support/gateway';
import { betRecordsOf, loginAs, money } from '../support/members';
import { saveScreenshot } from '../support/screenshots';
import { settle } from '../support/shell';

const DAY_MS = 24 * 3_600_000;
const centre = (page: Page) => page.getByRole('dialog', { name: 'Central do membro' });

async function openRg(page: Page) {
  await page.goto('/?member=responsibleGaming');
  const dialog = centre(page);
  await expect(dialog.getByRole('heading', { name: 'Jogo responsável', level: 3 })).toBeVisible();
  await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  return dialog;
}

/** Types an amount in the deposit form and submits it. */
async function depositInUi(page: Page, amount: string) {
  const dialog = centre(page);
  await dialog.getByRole('radio', { name: /PIX/ }).check();
  await dialog.getByRole('textbox', { name: 'Valor' }).fill(amount);
  await dialog.getByRole('button', { name: 'Depositar', exact: true }).click();
}

test.describe('responsible gaming', () => {
  test.setTimeout(180_000);

  test('daily deposit limit: refused with what remains, accepted within it, a raise waits 24 hours; account activity equals the ledger', async ({
    page,
    platform,
    createMember,
  }) => {
    // Many steps and two screenshots with their axe scans.
    test.setTimeout(300_000);
    // An operator deposit is a deposit of the ledger (the activity table counts it); no deposit order.
    const member = await createMember({ deposit: 250 });
    await loginAs(page, member);

    // 0. Never deposited through the cashier and no limit: the deposit page offers one; "Not now" hides it.
    await page.goto('/?member=depositv2');
    const offer = centre(page).getByRole('region', { name: 'Definir um limite de depósito antes do seu primeiro depósito?' });
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('24 horas');
    await settle(page);
    await saveScreenshot(page, 'responsible-gaming-first-deposit-offer');
    await offer.getByRole('button', { name: 'Agora não' }).click();
    await expect(offer).toBeHidden();

    // 1. Set a 24-hour deposit limit of 100 on the page (a free-typed amount).
    let dialog = await openRg(page);
    const daily = dialog.getByRole('group', { name: 'Limite de depósito · 24 horas' });
    await daily.getByLabel('Novo limite para Limite de depósito · 24 horas').fill('100');
    await daily.getByRole('button', { name: 'Salvar' }).click();
    await expect(daily).toContainText('$100.00');
    await settle(page);
    await saveScreenshot(page, 'responsible-gaming-dark');
    await page.evaluate(() => localStorage.setItem('theme', '"light"'));
    await page.reload();
    await expect(centre(page).getByRole('group', { name: 'Limite de depósito · 24 horas' })).toContainText('$100.00');
    await settle(page);
    await saveScreenshot(page, 'responsible-gaming-light');
    await page.evaluate(() => localStorage.setItem('theme', '"dark"'));

    // 2. 150 is refused, the message says 100 remain; 100 is accepted; then nothing is left.
    await page.goto('/?member=depositv2');
    await depositInUi(page, '150');
    const alert = centre(page).getByRole('alert');
    await expect(alert).toContainText('limite de depósito de 24 horas de $100.00: restam $100.00');
    await saveScreenshot(page, 'responsible-gaming-deposit-refused');
    await depositInUi(page, '100');
    await expect(centre(page).getByTestId('deposit-order-status')).toHaveText('Aguardando pagamento');
    await centre(page).getByRole('button', { name: 'Novo depósito' }).click();
    await depositInUi(page, '20');
    await expect(centre(page).getByRole('alert')).toContainText('restam $0.00');
    await expect(centre(page).getByRole('alert')).toContainText('Mais fica disponível a partir de');

    // 3. Raise to 300: pending for 24 hours, deposits still refused until the operator moves the clock.
    dialog = await openRg(page);
    const row = dialog.getByRole('group', { name: 'Limite de depósito · 24 horas' });
    await row.getByLabel('Novo limite para Limite de depósito · 24 horas').fill('300');
    await row.getByRole('button', { name: 'Salvar' }).click();
    await expect(row.getByRole('status')).toContainText('Muda para $300.00 em');
    const refused = await platform.attempt(endpoints.depositCreate, { channelId: 'pix', amount: 50 }, { token: member.token });
    expect(refused.message).toBe('rg_deposit_limit_reached');
    // Encrypted calls (login, register) carry the real time: the clock goes back right after this part.
    try {
      await operatorCall(page.request, 'POST', '/sandbox/clock/advance', { ms: DAY_MS });
      await page.reload();
      await expect(centre(page).getByRole('group', { name: 'Limite de depósito · 24 horas' })).toContainText('$300.00');
      await expect(centre(page).getByRole('group', { name: 'Limite de depósito · 24 horas' }).getByRole('status')).toHaveCount(0);
      expect((await platform.attempt(endpoints.depositCreate, { channelId: 'pix', amount: 150 }, { token: member.token })).success).toBe(true);

      // 4. Account activity: the figures of the page are the ledger's (credited deposits, withdrawals).
      const deposits = (await platform.call(endpoints.transactionDetail, { category: 'deposit' }, { token: member.token })).totals.credit;
      const withdrawals = Math.abs((await platform.call(endpoints.transactionDetail, { category: 'withdrawal' }, { token: member.token })).totals.net);
      expect(deposits).toBe(250);
      const activity = centre(page).getByRole('table', { name: 'Atividade da conta' });
      const firstRow = activity.locator('tbody tr').first();
      await expect(firstRow.getByRole('cell').nth(1)).toHaveText(money(deposits));
      await expect(firstRow.getByRole('cell').nth(2)).toHaveText(money(withdrawals));
    } finally {
      await operatorCall(page.request, 'POST', '/sandbox/clock/reset');
    }
  });

  test('a loss limit stops a slot round; the reality check on /game shows the session net', async ({ page, platform, createMember }) => {
    const member = await createMember({ deposit: 200 });
    await operatorCall(page.request, 'PUT', '/sandbox/rg/reality-check', { minuteMs: 5000 });
    try {
      await platform.call(endpoints.rgRealityCheckSet, { intervalMinutes: 10 }, { token: member.token });
      await loginAs(page, member);
      const { games } = await platform.call(endpoints.gameList, { gameType: 'RNG', vassalage: 'PG', pageSize: 42 });
      await page.goto('/rng?vassalage=PG');
      await page
        .getByRole('list', { name: 'Jogos', exact: true })
        .getByRole('button', { name: `Jogar ${games[0]!.gameName}` })
        .click();
      await expect(page).toHaveURL(/\/game$/);
      const frame = page.frameLocator('iframe');
      const status = frame.getByRole('status');
      const spin = async (stakeCents: number) => {
        await frame.getByLabel('Bet amount').fill((stakeCents / 100).toFixed(2));
        await frame.getByRole('button', { name: 'Spin' }).click();
        await expect(status).toContainText(/you won|no win|Not accepted/);
        return (await status.textContent()) ?? '';
      };
      // Play until a round loses, each stake the winnings so far plus 5: the losing round leaves the
      // session exactly 5.00 down whatever the reels drew (a round loses with odds 120/216, so a few
      // rounds). With the limit set first and a stake of 5, an early three of a kind gave room for
      // tens of rounds: past 40 the loop gave up, past 20 the records' first page missed rounds.
      let netCents = 0;
      for (let round = 1; ; round++) {
        expect(round, 'rounds until one loses').toBeLessThanOrEqual(30);
        const stakeCents = netCents + 500;
        const won = /you won (\d+\.\d{2})/.exec(await spin(stakeCents));
        netCents += (won ? Math.round(Number(won[1]) * 100) : 0) - stakeCents;
        if (!won) break;
      }
      expect(netCents).toBe(-500);
      // A loss limit of 5 for 24 hours applies at once and counts the 5 lost: no room for a round of 5.
      await platform.call(endpoints.rgLimitSet, { kind: 'loss', period: 'day', amount: 5 }, { token: member.token });
      expect(await spin(500)).toBe('Not accepted: rg_loss_limit_reached');

      // The reality check (10 minutes of 5 s: 50 s after the login) comes up over the game.
      const check = page.getByRole('dialog', { name: 'Verificação de realidade' });
      await expect(check).toBeVisible({ timeout: 70_000 });
      await expect(page).toHaveURL(/\/game$/);
      // Every round of this member was played in this session: the net of all of its bet records.
      const records = await betRecordsOf(platform, member.token);
      const recordsNetCents = records.reduce((sum, r) => sum + Math.round(((r.payout ?? 0) - r.stake) * 100), 0);
      expect(recordsNetCents).toBe(netCents);
      await expect(check.getByTestId('reality-check-net')).toHaveText(`-${money(-recordsNetCents / 100)}`);
      await expect(check).toContainText('Tempo jogado nesta sessão');
      await settle(page);
      await saveScreenshot(page, 'responsible-gaming-reality-check');
      await check.getByRole('button', { name: 'Continuar jogando' }).click();
      await expect(check).toBeHidden();
    } finally {
      await operatorCall(page.request, 'PUT', '/sandbox/rg/reality-check', { minuteMs: 60_000 });
    }
  });

  test('self-exclusion after a confirmation logs out; login is refused with the end date', async ({ page, createMember }) => {
    const member = await createMember({ deposit: 0 });
    await loginAs(page, member);
    const dialog = await openRg(page);
    await dialog.getByRole('button', { name: 'Autoexcluir' }).click();
    const confirm = page.getByRole('dialog', { name: 'Autoexcluir-se?' });
    await expect(confirm).toContainText('6 meses');
    await confirm.getByRole('button', { name: 'Autoexcluir-me' }).click();
    const done = page.getByRole('dialog', { name: 'Autoexclusão iniciada' });
    await expect(done).toContainText('autoexcluída até');
    await done.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();

    const login = page.getByRole('dialog', { name: 'Entrar' });
    if (!(await login.isVisible())) await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
    await login.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(member.username);
    await login.getByRole('textbox', { name: 'Senha', exact: true }).fill(member.password);
    await login.getByRole('button', { name: 'Entrar', exact: true }).click();
    const until = new Date();
    until.setMonth(until.getMonth() + 6);
    const date = `${until.getFullYear()}-${String(until.getMonth() + 1).padStart(2, '0')}`;
    await expect(login.getByRole('alert')).toContainText(`Sua conta está autoexcluída até ${date}`);
    await saveScreenshot(page, 'responsible-gaming-login-refused');
  });
});
