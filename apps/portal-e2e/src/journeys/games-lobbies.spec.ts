import { endpoints } from '@portal/api-contract';
import { expect, test } from '../support/fixtures';
import { saveScreenshot } from '../support/screenshots';

const LOBBIES = [
  { path: '/rng', type: 'RNG', heading: 'Slots' },
  { path: '/pvp', type: 'PVP', heading: 'Salas de cartas' },
  { path: '/live', type: 'LIVE', heading: 'Cassino ao vivo' },
  { path: '/fish', type: 'FISH', heading: 'Pescaria' },
  { path: '/sports', type: 'SPORTS', heading: 'Esportes' },
  { path: '/esports', type: 'ESPORTS', heading: 'E-sports' },
  { path: '/inhouse', type: 'INHOUSE', heading: 'Jogos da casa' },
] as const;

for (const lobby of LOBBIES) {
  test(`lobby ${lobby.path} shows the gateway's vendors and games`, async ({ page, platform }) => {
    const [menu] = await platform.call(endpoints.gameVendors, { gameType: lobby.type });
    await page.goto(lobby.path);
    await expect(page.getByRole('heading', { level: 1, name: lobby.heading })).toBeVisible();
    const vendors = page.getByRole('list', { name: 'Provedores de jogos' });
    await expect(vendors.getByRole('listitem')).toHaveCount(menu!.cards.length);
    for (const card of menu!.cards) await expect(vendors.getByText(card.title, { exact: true })).toBeVisible();
    if (lobby.type !== 'SPORTS' && lobby.type !== 'ESPORTS') {
      const list = await platform.call(endpoints.gameList, { gameType: lobby.type, pageSize: 42 });
      const tiles = page.getByRole('list', { name: 'Jogos', exact: true }).getByTestId('game-tile');
      await expect(tiles).toHaveCount(Math.min(42, list.total));
      await expect(tiles.first()).toContainText(list.games[0]!.gameName);
    }
    // Images really loaded (not broken) before the screenshot.
    await expect
      .poll(() =>
        page
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await saveScreenshot(page, `games-lobby-${lobby.path.slice(1)}`);
  });
}

test('slots: filter by vendor and search by name, as the gateway filters', async ({ page, platform }) => {
  await page.goto('/rng');
  await page.getByRole('combobox', { name: 'Provedor' }).selectOption({ label: 'JILI' });
  await expect(page).toHaveURL(/vassalage=JILI/);
  const jili = await platform.call(endpoints.gameList, { gameType: 'RNG', vassalage: 'JILI', pageSize: 42 });
  const tiles = page.getByRole('list', { name: 'Jogos', exact: true }).getByTestId('game-tile');
  await expect(tiles.first()).toContainText(jili.games[0]!.gameName);
  await expect(page.getByText(`Exibindo 42 de ${jili.total} jogos`)).toBeVisible();
  for (const text of await tiles.allInnerTexts()) expect(text).toContain('JILI');

  const word = jili.games[0]!.gameName.split(' ')[0]!;
  const found = await platform.call(endpoints.gameList, { gameType: 'RNG', vassalage: 'JILI', gameName: word, pageSize: 42 });
  await page.getByRole('searchbox', { name: 'Buscar jogos' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  await expect(tiles).toHaveCount(Math.min(42, found.total));
  for (const text of await tiles.allInnerTexts()) expect(text.toLowerCase()).toContain(word.toLowerCase());

  await page.getByRole('searchbox', { name: 'Buscar jogos' }).fill('zzzz-nothing');
  await expect(page.getByText('Nenhum jogo corresponde a “zzzz-nothing”.')).toBeVisible();
});

test('the side menu vendor link (?vassalage=) filters the lobby', async ({ page, platform }) => {
  const pp = await platform.call(endpoints.gameList, { gameType: 'RNG', vassalage: 'PP', pageSize: 42 });
  await page.goto('/rng?vassalage=PP');
  await expect(page.getByRole('combobox', { name: 'Provedor' })).toHaveValue('PP');
  await expect(page.getByRole('list', { name: 'Jogos', exact: true }).getByTestId('game-tile').first()).toContainText(pp.games[0]!.gameName);
});

test('slots scroll infinitely, 42 games at a time', async ({ page, platform }) => {
  const all = await platform.call(endpoints.gameList, { gameType: 'RNG', pageSize: 42 });
  expect(all.total).toBeGreaterThan(300);
  await page.goto('/rng');
  const tiles = page.getByRole('list', { name: 'Jogos', exact: true }).getByTestId('game-tile');
  await expect(tiles).toHaveCount(42);
  await tiles.nth(41).scrollIntoViewIfNeeded();
  await expect(tiles).toHaveCount(84);
  await page.getByText('Exibindo 84 de').scrollIntoViewIfNeeded();
  await expect(tiles).toHaveCount(126);
  await expect(page.getByText(`Exibindo 126 de ${all.total} jogos`)).toBeAttached();
});

test('a VASSALAGE vendor opens a popup game list paged 42 at a time', async ({ page, platform }) => {
  const [menu] = await platform.call(endpoints.gameVendors, { gameType: 'RNG' });
  const card = menu!.cards.find((c) => c.isGame === 'VASSALAGE' && c.gameCount > 84)!;
  const page3 = await platform.call(endpoints.gameList, { gameType: 'RNG', vassalage: card.vassalage, pageSize: 42, pageNo: 3 });
  await page.goto('/rng');
  await page.getByRole('button', { name: new RegExp(`^${card.title}\\s*${card.gameCount} jogos`) }).click();
  const dialog = page.getByRole('dialog', { name: card.title });
  await expect(dialog).toBeVisible();
  const tiles = dialog.getByTestId('game-tile');
  await expect(tiles).toHaveCount(42);
  const pages = dialog.getByRole('navigation', { name: 'Páginas de jogos' });
  await expect(pages.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Próxima página' }).click();
  await pages.getByRole('button', { name: 'Página 3' }).click();
  await expect(tiles).toHaveCount(card.gameCount - 84);
  await expect(tiles.first()).toContainText(page3.games[0]!.gameName);
  await expect(pages.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  await saveScreenshot(page, 'games-vendor-popup');
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
});
