import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { registerMember as registerWith } from './members';
import { createOperator } from './operator';
import { createPlatform } from './platform';

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

/*
 * The request-first helpers journeys used before the fixtures, kept with their signatures so those
 * journeys keep working; they run on the same platform and operator helpers as the fixtures.
 * New journeys take `platform`, `operator` and `createMember` from `test` (support/fixtures.ts).
 */
export { uniqueMobile, uniqueName } from './members';

/** Registers a member through the platform API (as the portal would), optionally with mobile and e-mail. */
export async function registerMember(
  request: APIRequestContext,
  member: { username: string; password: string; mobileNum?: string; email?: string },
): Promise<{ token: string }> {
  const { token } = await registerWith(createPlatform(request), createOperator(request), member);
  return { token };
}

/** The newest unused SMS code the sandbox "sent" to a number. */
export const latestSmsCode = (request: APIRequestContext, mobile: string) => createOperator(request).latestSmsCode(mobile);
