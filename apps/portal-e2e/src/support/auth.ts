import { expect, type Page, type Request } from '@playwright/test';

/** Asserts an encrypted call's body on the wire: an envelope, no clear-text password. */
export function expectSealed(request: Request, secret: string) {
  const body = request.postData() ?? '';
  expect(Object.keys(JSON.parse(body) as object).sort()).toEqual(expect.arrayContaining(['box', 'epk', 'nonce']));
  expect(body).not.toContain(secret);
  expect(request.headers()['encryption']).toBe('nacl-box');
}

/** Opens the header's login modal. */
export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Entrar' });
  await expect(dialog).toBeVisible();
  return dialog;
}
