import { endpoints } from '@portal/api-contract';
import { expect, test } from '../support/fixtures';
import { handoverQuestion, loginAs, openAsMember, sessionToken } from '../support/members';
import { saveScreenshot } from '../support/screenshots';

/**
 * A session token in a link, without login CSRF: a `?token=` link leaves the address bar at once,
 * becomes the session only after the platform confirmed it, and only after the player chose it,
 * logged in or not: a visitor must never be signed into an account a link names without being
 * asked (docs/product/accounts-and-auth.md "Token in the URL").
 */
test.describe('a session token in a link', () => {
  // Every navigation is also an axe scan: four or five of them per test need more than the default on the shared machine.
  test.describe.configure({ timeout: 120_000 });

  test('a logged-out visitor is asked before the link signs anyone in: "not now" stays logged out, "log in" logs in', async ({
    page,
    platform,
    createMember,
  }) => {
    const planted = await createMember({ prefix: 'tp' });
    await openAsMember(page, '/?member=depositv2', planted.token, { answer: false });
    const ask = handoverQuestion(page);
    await expect(ask).toContainText(planted.username);
    expect(await page.evaluate(() => window.location.href)).not.toContain(planted.token);
    // Nothing of the page the link names opens behind the question, and nobody is logged in yet.
    await expect(page.getByRole('dialog', { name: 'Central do membro' })).toHaveCount(0);
    expect(await sessionToken(page)).toBeNull();
    await saveScreenshot(page, 'auth-token-link-ask');
    await ask.getByRole('button', { name: 'Agora não' }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    expect(await sessionToken(page)).toBeNull();

    await openAsMember(page, '/', planted.token, { answer: false });
    await ask.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect.poll(() => sessionToken(page)).toBe(planted.token);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Entrar', exact: true })).toHaveCount(0);
    expect((await platform.call(endpoints.memberInfo, {}, { token: planted.token })).account).toBe(planted.username);
  });

  test('over a logged-in player the link asks first; staying keeps the session, switching logs the other account in', async ({
    page,
    platform,
    createMember,
  }) => {
    const victim = await createMember({ prefix: 'tv' });
    const attacker = await createMember({ prefix: 'ta' });
    await loginAs(page, victim);
    await openAsMember(page, '/rng', attacker.token, { answer: false });

    await expect(page).toHaveURL(/\/rng$/);
    const ask = page.getByRole('alertdialog', { name: 'Trocar de conta?' }).or(page.getByRole('dialog', { name: 'Trocar de conta?' }));
    await expect(ask).toContainText(attacker.username);
    await expect(ask).toContainText(victim.username);
    expect(await page.evaluate(() => window.location.href)).not.toContain(attacker.token);
    await saveScreenshot(page, 'auth-token-link-consent');
    await ask.getByRole('button', { name: 'Continuar conectado' }).click();
    await expect(ask).toBeHidden();
    expect(await sessionToken(page)).toBe(victim.token);
    expect((await platform.call(endpoints.memberInfo, {}, { token: victim.token })).account).toBe(victim.username);

    await openAsMember(page, '/', attacker.token, { answer: false });
    await ask.getByRole('button', { name: 'Trocar de conta', exact: true }).click();
    await expect.poll(() => sessionToken(page)).toBe(attacker.token);
    // The account left behind was logged out on the platform.
    expect((await platform.attempt(endpoints.memberInfo, {}, { token: victim.token })).success).toBe(false);
  });

  test('a token the platform refuses says so and logs nobody in', async ({ page }) => {
    await openAsMember(page, '/', 'forged-token-value', { answer: false });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Este link de acesso é inválido ou expirou. Faça login novamente.')).toBeVisible();
    expect(await sessionToken(page)).toBeNull();
  });
});
