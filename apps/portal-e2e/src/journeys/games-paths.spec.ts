import { endpoints } from '@portal/api-contract';
import { expect, test } from '../support/fixtures';
import { balanceOf, betRecordsOf, loginAs } from '../support/members';
import { saveScreenshot } from '../support/screenshots';

test('/seamless: a game picked from the list plays in the page; the round and the shared balance are the platform’s', async ({
  page,
  platform,
  createMember,
}) => {
  const member = await createMember({ deposit: 100 });
  await loginAs(page, member);
  const before = await balanceOf(platform, member.token);
  const { list } = await platform.call(endpoints.popularGames, { count: 20 });
  const game = list.find((g) => g.gameType === 'RNG')!;
  await page.goto('/seamless');
  const picker = page.getByRole('navigation', { name: 'Jogos seamless' });
  await expect(page.getByText('Escolha um jogo à esquerda para jogar aqui.')).toBeVisible();
  await picker.getByRole('button', { name: game.gameName }).first().click();
  const stage = page.getByRole('region', { name: 'Jogo' });
  await expect(stage.getByRole('button', { name: 'Fechar jogo' })).toBeVisible();
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { level: 1, name: game.gameName })).toBeVisible();
  await frame.getByLabel('Bet amount').fill('2.00');
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.getByRole('status')).toContainText(/won|no win/);
  await saveScreenshot(page, 'games-seamless-playing');
  const [round] = await betRecordsOf(platform, member.token);
  expect(round).toMatchObject({ stake: 2, gameName: game.gameName });
  expect(await balanceOf(platform, member.token)).toBeCloseTo(before + (round!.winLoss ?? 0), 2);
  await stage.getByRole('button', { name: 'Fechar jogo' }).click();
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('/elott launches an e-lottery into the game page; /lottery?gameCode=&playType= marks the game and opens it in that view', async ({
  page,
  platform,
  createMember,
}) => {
  const member = await createMember({ deposit: 100 });
  await loginAs(page, member);

  const [elottMenu] = await platform.call(endpoints.lotteryMenus, { prizeMode: 'Elott', device: 'W' });
  const elott = elottMenu!.gameMenus[0]!;
  await page.goto('/elott');
  const launch = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
  await page
    .getByRole('list', { name: 'Loterias eletrônicas' })
    .getByRole('button', { name: `Jogar ${elott.labelName}` })
    .click();
  expect((await launch).postDataJSON()).toMatchObject({ launchMode: 'LOTT', lottoGameCode: elott.gameCode, lottoView: elott.defaultPlayType });
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1, name: elott.labelName })).toBeVisible();
  await page.getByRole('button', { name: 'Voltar ao lobby' }).click();
  await expect(page).toHaveURL(/\/elott$/);

  const [lottMenu] = await platform.call(endpoints.lotteryMenus, { prizeMode: 'Lott', device: 'W' });
  const game = lottMenu!.gameMenus[1] ?? lottMenu!.gameMenus[0]!;
  const playType = game.defaultPlayType === 'big_small' ? 'digit' : 'big_small';
  await page.goto(`/lottery?gameCode=${game.gameCode}&playType=${playType}`);
  const card = page.locator(`[data-game-code="${game.gameCode}"]`).first();
  await expect(card).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[aria-current="true"][data-game-code]')).toHaveCount(1);
  const lottoLaunch = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
  await card.getByRole('button', { name: `Jogar ${game.labelName}` }).click();
  expect((await lottoLaunch).postDataJSON()).toMatchObject({ launchMode: 'LOTT', lottoGameCode: game.gameCode, lottoView: playType });
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1, name: game.labelName })).toBeVisible();
});

test('/vnlottery starts with the side menu minimised; the player can expand it', async ({ page, platform }) => {
  const [menu] = await platform.call(endpoints.vnLotteryMenus, { device: 'W' });
  // The bars show when the portal allows them (?bars=1; opened directly without it they stay hidden).
  await page.goto(`/vnlottery?gameCode=${menu!.gameMenus[0]!.gameCode}&bars=1`);
  const side = page.getByRole('complementary', { name: 'Menu lateral' });
  await expect(side).toBeVisible();
  const toggle = side.getByRole('button', { name: 'Expandir menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const mini = (await side.boundingBox())!.width;
  expect(mini).toBeLessThan(100);
  await saveScreenshot(page, 'games-vnlottery-mini');
  await toggle.click();
  await expect(side.getByRole('button', { name: 'Recolher menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await side.boundingBox())!.width).toBeGreaterThan(mini + 100);
  // On /rng the same menu starts expanded.
  await page.goto('/rng');
  await expect(page.getByRole('complementary', { name: 'Menu lateral' }).getByRole('button', { name: 'Recolher menu' })).toBeVisible();
});
