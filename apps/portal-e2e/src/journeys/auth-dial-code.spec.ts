import { expect, test } from '../support/fixtures';
import { openLogin, uniqueMobile } from '../support/auth';

test('the dial code is chosen with the keyboard alone, and the SMS request carries it', async ({ page, operator }) => {
  await page.goto('/');
  const dialog = await openLogin(page);
  await dialog.getByRole('button', { name: 'Entrar com código por SMS' }).click();
  const mobile = dialog.getByRole('textbox', { name: 'Celular', exact: true });
  await mobile.fill(uniqueMobile());
  // From the mobile field, back to the country field, type, arrow down, Enter: no mouse.
  await page.keyboard.press('Shift+Tab');
  const country = dialog.getByRole('combobox', { name: 'Código do país' });
  await expect(country).toBeFocused();
  // The list shows on focus, every country in it.
  await expect(page.getByRole('option', { name: '+55 Brasil' })).toBeVisible();
  await page.keyboard.type('Portu');
  await expect(page.getByRole('option', { name: '+351 Portugal' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(country).toHaveValue('+351 Portugal');
  // Focus leaving closes the list (a moment later: docs/product/accounts-and-auth.md "Registration").
  await page.keyboard.press('Tab');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Código da imagem', exact: true }).fill(await operator.captchaAnswer(page));
  const sent = page.waitForRequest((r) => r.url().includes('/wps/verification/sms/login'));
  await dialog.getByRole('button', { name: 'Enviar código' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ countryDialingCode: '+351', captcha: expect.stringMatching(/\S/) });
});
