import type { APIRequestContext } from '@playwright/test';
import { sealPayload } from '@portal/api-contract';
import { BRAND_CODE, brandMoney, brandMoneyPattern, loadBrand, textIn } from '../support/brand';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/members';
import { GATEWAY_URL, OPERATOR_KEY } from '../support/ports';
import { saveScreenshot } from '../support/screenshots';

/**
 * The brand smoke journey, written once for every brand (`BRAND=<code>`; npm test runs it against
 * each brand's build): home with the brand's banners, login, lobby, a slot round with the balance
 * in the brand's money format, language switch; screenshots of home in both themes. Texts come
 * from the brand's default language catalog, money from its config.
 */
const brand = await loadBrand();
const locale = brand.defaultLanguage;
const t = (message: string, values?: Record<string, string | number>) => textIn(locale, message, values);
const headers = { Merchant: brand.merchantCode, Language: locale.toUpperCase() };

interface Envelope<T> {
  success: boolean;
  message?: string;
  value: T;
}

async function platformGet<T>(request: APIRequestContext, path: string, token?: string): Promise<T> {
  const response = await request.get(`${GATEWAY_URL}${path}`, { headers: token ? { ...headers, Authorization: token } : headers });
  const body = (await response.json()) as Envelope<T>;
  expect(body.success, `${path}: ${body.message ?? response.status()}`).toBe(true);
  return body.value;
}

/** A fresh member of this brand's merchant (registered as the portal registers, sealed), funded by the operator. */
async function fundedMember(request: APIRequestContext, amount: number) {
  const username = `s${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`.slice(0, 16);
  const password = 'smoke1234';
  const key = await platformGet<{ keyId: string; publicKey: string }>(request, '/wps/system/encryption');
  const payload = {
    username,
    password,
    confirmPassword: password,
    countryDialingCode: '+84',
    mobileNum: `9${String(Date.now()).slice(-8)}`,
    registerMethod: 'WEB',
    registerUrl: 'http://portal.test/register',
  };
  const response = await request.put(`${GATEWAY_URL}/wps/member/register`, {
    headers: { ...headers, Encryption: 'nacl-box' },
    data: sealPayload(payload, key),
  });
  const body = (await response.json()) as Envelope<{ token: string }>;
  expect(body.success, body.message ?? '').toBe(true);
  const deposit = await request.post(`${GATEWAY_URL}/sandbox/members/${username}/deposit`, { headers: { 'X-Operator-Key': OPERATOR_KEY }, data: { amount } });
  expect(deposit.ok()).toBe(true);
  return { username, password, token: body.value.token };
}

test.describe(`brand smoke: ${BRAND_CODE}`, () => {
  test('home with the brand banners, login, lobby, a slot round in the brand money, language switch', async ({ page, request }) => {
    // One journey through five pages on a shared machine: more than one page's time.
    test.setTimeout(120_000);
    // Home: the brand's theme by default, its banners, its language.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
    const banners = await platformGet<{ bannerId: number }[]>(request, `/wps/system/banners?groupName=${brand.bannerGroups.home}`);
    expect(banners.length).toBeGreaterThan(0);
    const carousel = page.getByRole('region', { name: t('Banners') });
    await expect(carousel.getByRole('img')).toHaveCount(banners.length);
    await saveScreenshot(page, `brand-${brand.code}-home-${brand.defaultTheme}`);

    // Login through the login dialog.
    const deposit = 10 ** (brand.currency.decimals === 0 ? 6 : 3);
    const member = await fundedMember(request, deposit);
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('Log in'), exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: t('Username'), exact: true }).fill(member.username);
    await dialog.getByRole('textbox', { name: t('Password'), exact: true }).fill(member.password);
    await dialog.getByRole('button', { name: t('Log in'), exact: true }).click();
    await expect(dialog).toBeHidden();
    // The header balance is what the gateway holds (deposit plus any sign-up bonus), in the brand's format.
    const before = await platformGet<{ sumBalance: number }>(request, '/wps/v2/wallets/balance', member.token);
    expect(before.sumBalance).toBeGreaterThanOrEqual(deposit);
    const balance = page.getByTestId('header-balance');
    await expect(balance).toHaveText(brandMoney(before.sumBalance, brand.currency));

    // Lobby, then one slot round in /game.
    const { games } = await platformGet<{ games: { gameName: string }[] }>(request, '/lgw/games/list?gameType=RNG&vassalage=PG&pageSize=42');
    const game = games[0]!;
    await page.goto('/rng?vassalage=PG');
    const list = page.getByRole('list', { name: t('Games'), exact: true });
    await expect(list.getByTestId('game-tile').first()).toBeVisible();
    await list.getByRole('button', { name: t('Play {0}', { 0: game.gameName }) }).click();
    await expect(page).toHaveURL(/\/game$/);
    const frame = page.frameLocator('iframe');
    const stake = brand.currency.decimals === 0 ? '1000' : '2.00';
    await frame.getByLabel('Bet amount').fill(stake);
    await frame.getByRole('button', { name: 'Spin' }).click();
    await expect(frame.getByRole('status')).toContainText(/won|no win/);
    // The bet history beside the game shows the round in the brand's money.
    const history = page.getByRole('region', { name: t('Bet history') });
    await history.getByRole('button', { name: t('Refresh') }).click();
    const stakeCell = history.locator('tbody tr').first().getByRole('cell').nth(1);
    await expect(stakeCell).toHaveText(brandMoney(Number(stake), brand.currency));
    await saveScreenshot(page, `brand-${brand.code}-game`);
    const after = await platformGet<{ sumBalance: number }>(request, '/wps/v2/wallets/balance', member.token);
    expect(after.sumBalance).not.toBe(before.sumBalance);
    await page.goto('/rng?vassalage=PG');
    await expect(balance).toHaveText(brandMoney(after.sumBalance, brand.currency));
    await expect(balance).toHaveText(brandMoneyPattern(brand.currency));

    // Language switch: the other language of the brand, if it has one.
    const other = brand.languages.find((language) => language !== locale);
    if (other) {
      await page
        .getByRole('region', { name: t('Language') })
        .getByRole('button', { pressed: false })
        .first()
        .click();
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${other}`));
      await expect(page.getByRole('list', { name: textIn(other, 'Games'), exact: true })).toBeVisible();
    }
  });

  test('the register banner promises no more than the sign-up bonus the merchant pays', async ({ page, request }) => {
    const { signUpBonus } = await platformGet<{ signUpBonus: number | null }>(request, '/wps/system/setting/register');
    const banners = await platformGet<{ title: string | null }[]>(request, `/wps/system/banners?groupName=${brand.bannerGroups.register}`);
    // Every amount a register banner names is the bonus, in the brand's money format.
    for (const title of banners.map((banner) => banner.title ?? ''))
      for (const amount of title.match(new RegExp(brandMoneyPattern(brand.currency), 'g')) ?? [])
        expect(amount).toBe(brandMoney(signUpBonus ?? 0, brand.currency));
    await page.goto('/register');
    const shown = page.locator(`[data-banner-group="${brand.bannerGroups.register}"] img`).first();
    await expect(shown).toHaveAttribute('alt', banners[0]!.title!);
  });

  test('deposit: the merchant’s own channels, each with its kind in the brand’s language and its limits in the brand’s money', async ({ page, request }) => {
    test.setTimeout(90_000);
    const member = await fundedMember(request, 10 ** (brand.currency.decimals === 0 ? 6 : 3));
    type Channel = { channelId: string; type: 'PIX' | 'BANK_TRANSFER' | 'E_WALLET'; name: string; min: number; max: number };
    const { channels } = await platformGet<{ channels: Channel[] }>(request, '/wps/cashier/deposit/channels', member.token);
    const kinds = { PIX: t('Instant payment'), BANK_TRANSFER: t('Bank transfer'), E_WALLET: t('E-wallet') };
    await loginAs(page, member);
    await page.goto('/?member=depositv2');
    const methods = page.getByRole('group', { name: t('Payment method') });
    await expect(methods.getByRole('radio')).toHaveCount(channels.length);
    for (const channel of channels) {
      const card = methods.locator('label').filter({ has: page.getByRole('radio', { name: new RegExp(`^${channel.name}`) }) });
      await expect(card).toContainText(kinds[channel.type]);
      await expect(card).toContainText(`${brandMoney(channel.min, brand.currency)} – ${brandMoney(channel.max, brand.currency)}`);
    }
    await saveScreenshot(page, `brand-${brand.code}-deposit-channels`);
  });

  test('home in both themes looks like the brand (screenshots)', async ({ page }) => {
    for (const theme of ['dark', 'light'] as const) {
      await page.addInitScript((mode) => localStorage.setItem('theme', JSON.stringify(mode)), theme);
      await page.goto('/');
      await expect(
        page
          .getByRole('region', { name: t('Banners') })
          .getByRole('img')
          .first(),
      ).toBeVisible();
      await expect(page.getByTestId('game-tile').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, `brand-${brand.code}-home-${theme}`);
    }
  });
});
