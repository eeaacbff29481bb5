import { endpoints } from '@portal/api-contract';
import { expect, test } from '../support/fixtures';
import { loginAs, money, balanceOf, betRecordsOf } from '../support/members';
import { saveScreenshot } from '../support/screenshots';

test('guests are asked to log in before playing or favouriting', async ({ page }) => {
  await page.goto('/rng');
  const tile = page.getByRole('list', { name: 'Jogos', exact: true }).getByTestId('game-tile').first();
  await tile.getByRole('button', { name: /^Adicionar .* aos favoritos$/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).toHaveURL(/\/rng/);
  await page.keyboard.press('Escape');
  await tile.getByRole('button', { name: /^Jogar / }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page).not.toHaveURL(/\/game/);
});

test('favourite and unfavourite a slot: the star, the favourites tab and the gateway agree', async ({ page, platform, createMember }) => {
  const member = await createMember({ deposit: 0 });
  await loginAs(page, member);
  const { games } = await platform.call(endpoints.gameList, { gameType: 'RNG', pageSize: 42 });
  // A game whose name is unique on the first page.
  const game = games.find((g) => games.filter((o) => o.gameName === g.gameName).length === 1)!;
  await page.goto('/rng');
  const list = page.getByRole('list', { name: 'Jogos', exact: true });
  await list.getByRole('button', { name: `Adicionar ${game.gameName} aos favoritos` }).click();
  await expect(list.getByRole('button', { name: `Remover ${game.gameName} dos favoritos` })).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => platform.call(endpoints.favouriteIds, {}, { token: member.token })).toContain(game.nodeId);

  await page.getByRole('tab', { name: 'Favoritos' }).click();
  await expect(page).toHaveURL(/page=favourite/);
  const favourites = page.getByRole('list', { name: 'Jogos favoritos' });
  await expect(favourites.getByTestId('game-tile')).toHaveCount(1);
  await expect(favourites).toContainText(game.gameName);

  await favourites.getByRole('button', { name: `Remover ${game.gameName} dos favoritos` }).click();
  await expect(page.getByText('Nenhum favorito ainda: toque na estrela de um jogo para adicioná-lo.')).toBeVisible();
  await expect.poll(() => platform.call(endpoints.favouriteIds, {}, { token: member.token })).not.toContain(game.nodeId);
});

test('play a slot round in the /game iframe; back in the lobby the balance and records match the gateway', async ({ page, platform, createMember }) => {
  const member = await createMember({ deposit: 500 });
  await loginAs(page, member);
  const before = await balanceOf(platform, member.token);
  expect(before).toBeGreaterThanOrEqual(500);
  const { games } = await platform.call(endpoints.gameList, { gameType: 'RNG', vassalage: 'PG', pageSize: 42 });
  const game = games[0]!;

  await page.goto('/rng?vassalage=PG');
  await expect(page.getByTestId('header-balance')).toContainText(money(before));
  await page
    .getByRole('list', { name: 'Jogos', exact: true })
    .getByRole('button', { name: `Jogar ${game.gameName}` })
    .click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.getByRole('heading', { level: 1, name: game.gameName })).toBeVisible();
  const iframe = page.locator('iframe');
  await expect(iframe).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-forms');
  await expect(iframe).toHaveAttribute('referrerpolicy', 'no-referrer');
  const frame = page.frameLocator('iframe');
  await frame.getByLabel('Bet amount').fill('2.00');
  await frame.getByRole('button', { name: 'Spin' }).click();
  await expect(frame.getByRole('status')).toContainText(/won|no win/);
  await saveScreenshot(page, 'games-game-page');

  const records = await betRecordsOf(platform, member.token);
  expect(records).toHaveLength(1);
  expect(records[0]!.stake).toBe(2);
  expect(records[0]!.gameName).toBe(game.gameName);
  const after = await balanceOf(platform, member.token);
  expect(after).toBeCloseTo(before + (records[0]!.winLoss ?? 0), 2);

  // The bet history beside the frame shows the round the gateway recorded (same stake and win).
  const history = page.getByRole('region', { name: 'Histórico de apostas' });
  await history.getByRole('button', { name: 'Atualizar' }).click();
  const rows = history.getByRole('table', { name: 'Últimas 10 rodadas' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('cell').nth(1)).toHaveText(money(records[0]!.stake));
  await expect(rows.first().getByRole('cell').nth(2)).toHaveText(money(records[0]!.payout ?? 0));
  await expect(rows.first().getByRole('cell').nth(3)).toHaveText(records[0]!.result ?? '');
  await saveScreenshot(page, 'games-game-page-history');

  await page.getByRole('button', { name: 'Voltar ao lobby' }).click();
  await expect(page).toHaveURL(/\/rng\?vassalage=PG/);
  await expect(page.getByTestId('header-balance')).toContainText(money(after));

  // Recent games shows the game just played.
  await page.getByRole('tab', { name: 'Recentes' }).click();
  await expect(page.getByRole('list', { name: 'Jogos recentes' }).getByTestId('game-tile').first()).toContainText(game.gameName);
});

test('PVP: enter a card room by room id', async ({ page, platform, createMember }) => {
  const member = await createMember({ deposit: 100 });
  await loginAs(page, member);
  const rooms = await platform.call(endpoints.pvpRooms, {}, { token: member.token });
  await page.goto('/pvp');
  const room = rooms[1]!;
  const launch = page.waitForRequest((r) => r.url().includes('/wps/game/pvp/launch'));
  await page.getByRole('button', { name: `Entrar na sala ${room.roomName}` }).click();
  expect((await launch).postDataJSON()).toMatchObject({ roomId: room.roomId });
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toContainText(`table ${room.roomId}`);
});

test('sports: a provider card opens its lobby in /game', async ({ page, createMember }) => {
  const member = await createMember({ deposit: 100 });
  await loginAs(page, member);
  await page.goto('/sports');
  const launch = page.waitForRequest((r) => r.url().includes('/wps/game/launchGame'));
  await page.getByRole('button', { name: /^SABA Sports\s*Abrir lobby/ }).click();
  const body = (await launch).postDataJSON();
  expect(body).toMatchObject({ vassalage: 'SABA', platform: 'W', clientType: 3, username: member.username, merchantCode: 'PT001', language: 'PT' });
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible();
});

test('the game frame runs on another origin: it cannot read the player session nor script the portal', async ({ page, platform, createMember }) => {
  const member = await createMember({ deposit: 50 });
  await loginAs(page, member);
  const { games } = await platform.call(endpoints.gameList, { gameType: 'RNG', vassalage: 'PG', pageSize: 42 });
  await page.goto('/rng?vassalage=PG');
  await page
    .getByRole('list', { name: 'Jogos', exact: true })
    .getByRole('button', { name: `Jogar ${games[0]!.gameName}` })
    .click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator('iframe').getByRole('button', { name: 'Spin' })).toBeVisible();
  const frame = await (await page.locator('iframe').elementHandle())!.contentFrame();
  const portalOrigin = new URL(page.url()).origin;
  expect(await frame!.evaluate(() => location.origin)).not.toBe(portalOrigin);
  const attack = await frame!.evaluate(() => {
    const attempt = (read: () => unknown) => {
      try {
        return `read: ${String(read())}`;
      } catch (error) {
        return `blocked: ${(error as Error).name}`;
      }
    };
    return {
      storage: attempt(() => JSON.stringify(parent.sessionStorage)),
      local: attempt(() => JSON.stringify(parent.localStorage)),
      page: attempt(() => parent.document.body.innerHTML.length),
    };
  });
  expect(attack).toEqual({ storage: 'blocked: SecurityError', local: 'blocked: SecurityError', page: 'blocked: SecurityError' });
  // The session is still there, on the portal side only.
  expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBeGreaterThan(0);
});
