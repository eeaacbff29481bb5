import type { Page } from '@playwright/test';
import { endpoints } from '@portal/api-contract';
import { expect as fixtureExpect, test } from '../support/fixtures';
import { balanceOf, money, openAsMember, payInSimulator, uniqueMobile } from '../support/members';

// Cold pages on the shared machine can take longer than the default 10 s to paint.
const expect = fixtureExpect.configure({ timeout: 30_000 });
const centre = (page: Page) => page.getByRole('dialog', { name: 'Central do membro' });

test.describe('member centre money', () => {
  test.setTimeout(240_000);

  test('deposit by PIX through the provider simulator (on its own origin): the order is credited and the header balance goes up by exactly the amount', async ({
    page,
    context,
    platform,
    createMember,
  }) => {
    const member = await createMember({ prefix: 'mm' });
    const before = await balanceOf(platform, member.token);
    await openAsMember(page, '/?member=depositv2', member.token);
    const dialog = centre(page);
    await dialog.getByRole('radio', { name: /PIX/ }).check();
    await dialog.getByRole('button', { name: '$100.00' }).click();
    await dialog.getByRole('button', { name: 'Depositar', exact: true }).click();
    const order = dialog.getByTestId('deposit-order');
    await expect(order.getByTestId('deposit-order-status')).toHaveText('Aguardando pagamento');
    await expect(order.getByRole('img', { name: 'QR code PIX' })).toBeVisible();
    await expect(order.getByRole('button', { name: 'Copiar código PIX' })).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('depositOrder');
    expect(orderId).toBeTruthy();

    // The player pays on the provider's page (the sandbox simulator), in another tab on another origin.
    const href = await order.getByRole('link', { name: /página de pagamento/ }).getAttribute('href');
    expect(new URL(href!).origin).not.toBe(new URL(page.url()).origin);
    await payInSimulator(context, href!);

    // The portal follows the order by itself: credited, and the header balance is up by exactly 100.
    await expect(order.getByTestId('deposit-order-status')).toHaveText('Creditado');
    await expect(page.getByTestId('header-balance')).toHaveText(money(before + 100));
    const stored = await platform.call(endpoints.depositOrder, { orderId: orderId! }, { token: member.token });
    expect(stored).toMatchObject({ status: 'credited', creditAmount: 100 });
    expect(await balanceOf(platform, member.token)).toBeCloseTo(before + 100, 2);
  });

  test('withdrawal: payment password by SMS, payout account, confirmation, pending; the operator pays; the member confirms received; balance and account record agree', async ({
    page,
    platform,
    operator,
    createMember,
  }) => {
    const member = await createMember({ prefix: 'mm', mobileNum: uniqueMobile(), deposit: 500 });
    const before = await balanceOf(platform, member.token);
    await openAsMember(page, '/?member=withdraw', member.token);
    const dialog = centre(page);

    // 1. No payment password yet: set it with the SMS code sent to the member's number.
    const passwordForm = dialog.getByRole('form', { name: 'Defina sua senha de pagamento' });
    await passwordForm.getByRole('button', { name: 'Enviar código' }).click();
    await passwordForm.getByLabel('Código de verificação').fill(await operator.latestSmsCode(member.mobileNum!));
    await passwordForm.getByLabel('Nova senha de pagamento (6 dígitos)').fill('246810');
    await passwordForm.getByLabel('Repita a senha de pagamento').fill('246810');
    await passwordForm.getByRole('button', { name: 'Salvar senha de pagamento' }).click();

    // 2. A payout account (PIX key, CPF) confirmed with the payment password.
    const accountForm = dialog.getByRole('form', { name: 'Adicionar uma conta de saque' });
    await accountForm.getByRole('textbox', { name: 'Titular da conta (nome completo)' }).fill('Maria da Silva');
    await accountForm.getByRole('textbox', { name: 'Chave PIX' }).fill('12345678901');
    await accountForm.getByLabel(/Senha de pagamento/).fill('246810');
    await accountForm.getByRole('button', { name: 'Salvar conta de saque' }).click();

    // 3. Amount → confirmation → pending review; the amount leaves the balance at once.
    const form = dialog.getByRole('form', { name: 'Saque' });
    await form.getByRole('textbox', { name: /Valor/ }).fill('100');
    await form.getByRole('button', { name: 'Continuar' }).click();
    const confirm = dialog.getByRole('form', { name: 'Confirme o saque' });
    const received = (await confirm.getByTestId('confirm-received').innerText()).trim();
    await confirm.getByLabel(/Senha de pagamento/).fill('246810');
    await confirm.getByRole('button', { name: 'Confirmar saque' }).click();
    await expect(dialog.getByText('Saque solicitado')).toBeVisible();
    await expect(dialog.getByRole('status').getByText('Em análise')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveText(money(before - 100));

    // 4. The operator approves and pays; the list shows it paid and the member confirms received.
    const withdrawals = () => platform.call(endpoints.withdrawals, { pageNo: 1, pageSize: 10 }, { token: member.token });
    const withdrawal = (await withdrawals()).list[0]!;
    expect(money(withdrawal.amountReceived)).toBe(received);
    await operator.withdrawal(withdrawal.withdrawalId, 'approve');
    await operator.withdrawal(withdrawal.withdrawalId, 'pay');
    const table = dialog.getByRole('table', { name: 'Saques' });
    await table.getByRole('button', { name: 'Confirmar recebimento' }).click();
    // The status cell (exact: a column header says "Valor recebido"), then what the gateway stored.
    await expect(table.getByText('Recebido', { exact: true })).toBeVisible();
    await expect.poll(async () => (await withdrawals()).list[0]).toMatchObject({ status: 'received', receivedBy: 'member' });

    // 5. Balance and the account record: one withdrawal of −100, the balance after it as the gateway says.
    const after = await balanceOf(platform, member.token);
    expect(after).toBeCloseTo(before - 100, 2);
    await page.goto('/?member=transactionHistory');
    const record = centre(page).getByRole('table', { name: 'Extrato da conta' });
    const firstRow = record.getByRole('row').nth(1);
    await expect(firstRow).toContainText('Saques');
    await expect(firstRow).toContainText(money(-100).replace('$-', '-$'));
    await expect(firstRow).toContainText(money(after));
  });
});
