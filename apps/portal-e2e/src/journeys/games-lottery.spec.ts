import { endpoints } from '@portal/api-contract';
import { expect, test } from '../support/fixtures';
import { loginAs, balanceOf, betRecordsOf } from '../support/members';
import { saveScreenshot } from '../support/screenshots';

test('/lottery: menus per prize mode, a favourite kept per user, launch into the lottery lobby', async ({ page, platform, createMember }) => {
  const member = await createMember({ deposit: 100 });
  await loginAs(page, member);
  const menus = await platform.call(endpoints.lotteryMenus, { prizeMode: 'Lott', device: 'W' });
  const game = menus[0]!.gameMenus[0]!;
  await page.goto('/lottery');
  for (const menu of menus) await expect(page.getByRole('heading', { name: menu.labelName })).toBeVisible();
  await page.getByRole('button', { name: `Adicionar ${game.labelName} aos favoritos` }).click();
  await expect(page.getByRole('region', { name: 'Minhas loterias favoritas' })).toContainText(game.labelName);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('lotteryFavourites') ?? '{}'));
  expect(stored[member.username]).toEqual([game.gameCode]);

  await page.getByRole('tab', { name: 'Loteria eletrônica' }).click();
  const elott = await platform.call(endpoints.lotteryMenus, { prizeMode: 'Elott', device: 'W' });
  await expect(page.getByRole('heading', { name: elott[0]!.labelName })).toBeVisible();
  await page.getByRole('tab', { name: 'Loteria', exact: true }).click();

  const launch = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
  await page
    .getByRole('region', { name: menus[0]!.labelName })
    .getByRole('button', { name: `Jogar ${game.labelName}` })
    .click();
  expect((await launch).postDataJSON()).toMatchObject({ launchMode: 'LOTT', lottoArea: 'VN', lottoGameCode: game.gameCode, device: 'W', language: 'PT' });
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1, name: game.labelName })).toBeVisible();
});

test('/vnlottery: opened numbers (100) and a countdown that follows the server schedule', async ({ page, platform }) => {
  const menus = await platform.call(endpoints.vnLotteryMenus, { device: 'W' });
  const game = menus[0]!.gameMenus[0]!;
  await page.goto(`/vnlottery?gameCode=${game.gameCode}`);
  await expect(page.getByRole('heading', { level: 1, name: game.labelName })).toBeVisible();
  const table = page.getByRole('table');
  // The table shows what the server has opened; a draw may open between two reads, so the server
  // is asked again until both agree.
  await expect(async () => {
    const draws = await platform.call(endpoints.vnOpenedNumbers, { gameCode: game.gameCode, count: 100 });
    await expect(table.locator('tbody tr')).toHaveCount(draws.length, { timeout: 1000 });
    await expect(table.locator('tbody tr').first()).toContainText(draws[0]!.issue, { timeout: 1000 });
    await expect(
      table
        .locator('tbody tr')
        .first()
        .getByRole('cell', { name: draws[0]!.numbers.join(' ') }),
    ).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });

  // The countdown equals the server's time to the next draw (±2 s) and keeps counting down.
  const fresh = (await platform.call(endpoints.vnLotteryMenus, { device: 'W' }))[0]!.gameMenus[0]!;
  const expected = Math.ceil((fresh.nextDrawTime - fresh.serverTime) / 1000);
  const read = async () => {
    const [m, s] = (await page.getByTestId('draw-countdown').locator('time').innerText()).split(':').map(Number);
    return m! * 60 + s!;
  };
  const first = await read();
  expect(Math.abs(first - expected) <= 2 || Math.abs(first - expected - game.drawIntervalSec) <= 2).toBe(true);
  // It moves on: down by a second or a few (timers may lag on a busy machine), or up when a draw happened.
  await expect.poll(read, { timeout: 5_000 }).not.toBe(first);
  const second = await read();
  expect((first - second >= 1 && first - second <= 4) || second > first).toBe(true);
  await saveScreenshot(page, 'games-vnlottery');
});

test('a lottery bet for the next draw settles from the opened numbers', async ({ page, platform, createMember }) => {
  test.setTimeout(150_000);
  const member = await createMember({ deposit: 100 });
  await loginAs(page, member);
  const menus = await platform.call(endpoints.vnLotteryMenus, { device: 'W' });
  const game = menus[0]!.gameMenus[0]!;
  const start = await balanceOf(platform, member.token);
  await page.goto(`/vnlottery?gameCode=${game.gameCode}`);
  await page.getByRole('button', { name: 'Apostar agora' }).click();
  await expect(page).toHaveURL(/\/game$/);
  const frame = page.frameLocator('iframe');
  await frame.getByLabel('Pick').selectOption('big');
  await frame.getByLabel('Bet amount').fill('10.00');
  await frame.getByRole('button', { name: 'Place bet' }).click();
  await expect(frame.getByRole('status')).toContainText('Bet placed on draw');
  const [bet] = await betRecordsOf(platform, member.token);
  expect(bet).toMatchObject({ stake: 10, status: 'pending' });
  expect(await balanceOf(platform, member.token)).toBeCloseTo(start - 10, 2);

  // Wait for the draw (the gateway settles when the state is read after the draw time).
  await expect
    .poll(async () => (await frame.getByRole('table', { name: 'My bets' }).locator('tbody tr').first().innerText()).toLowerCase(), {
      timeout: 130_000,
      intervals: [2000],
    })
    .toMatch(/won|lost/);
  const [settled] = await betRecordsOf(platform, member.token);
  expect(settled!.status).toBe('settled');
  const draws = await platform.call(endpoints.vnOpenedNumbers, { gameCode: game.gameCode, count: 100 });
  const draw = draws.find((d) => d.issue === settled!.issue)!;
  const last = Number(draw.numbers[draw.numbers.length - 1]);
  expect(settled!.payout).toBeCloseTo(last >= 5 ? 19.5 : 0, 2);
  expect(await balanceOf(platform, member.token)).toBeCloseTo(start - 10 + (settled!.payout ?? 0), 2);

  await page.getByRole('button', { name: 'Voltar ao lobby' }).click();
  await expect(page).toHaveURL(/\/vnlottery/);
  await expect(page.getByRole('navigation', { name: 'Loterias VN' }).getByText('Jogados recentemente')).toBeVisible();
});
