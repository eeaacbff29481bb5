import { endpoints } from '@portal/api-contract';
import QRCodeGenerator from 'qrcode';
import { expect, test } from '../support/fixtures';
import { loginAs } from '../support/members';
import { saveScreenshot } from '../support/screenshots';
import { scrollSettled } from '../support/shell';

test('a banner with a link opens it: in the portal in the same tab, another site in a new tab', async ({ page, platform }) => {
  const banners = await platform.call(endpoints.bannerList, { groupName: 'w_home' });
  const inApp = banners.find((banner) => banner.linkageType && banner.linkUrl?.startsWith('/'))!;
  const external = banners.find((banner) => banner.linkageType && /^https?:/.test(banner.linkUrl ?? ''))!;
  await page.goto('/');
  const carousel = page.getByRole('region', { name: /Banners/ }).or(
    page
      .locator('section')
      .filter({ has: page.locator('img') })
      .first(),
  );
  const outLink = page.locator(`a[href="${external.linkUrl}"]`).filter({ visible: true }).first();
  await expect(outLink).toHaveAttribute('target', '_blank');
  await expect(outLink).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(carousel.first()).toBeVisible();
  const link = page
    .locator(`a[href="${inApp.linkUrl}"]`)
    .filter({ has: page.locator('img') })
    .filter({ visible: true })
    .first();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${inApp.linkUrl}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Promoções' })).toBeVisible();
});

test('opening and closing the member centre keeps the page where it was; a new route starts at the top', async ({ page, createMember }) => {
  const member = await createMember();
  await loginAs(page, member);
  await page.goto('/rng');
  await expect(page.getByRole('list', { name: 'Jogos', exact: true }).getByTestId('game-tile')).toHaveCount(42);
  await page.mouse.move(800, 500);
  await page.mouse.wheel(0, 1200);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(600);
  await scrollSettled(page);
  const scrolled = await page.evaluate(() => Math.round(window.scrollY));
  await page.getByRole('button', { name: 'Depositar' }).click();
  await expect(page).toHaveURL(/member=depositv2/);
  const centre = page.getByRole('dialog', { name: 'Central do membro' });
  await expect(centre).toBeVisible();
  await centre.getByRole('link', { name: 'Extrato da conta' }).click();
  await expect(page).toHaveURL(/member=transactionHistory/);
  await centre.getByRole('button', { name: 'Fechar a central do membro' }).click();
  await expect(centre).toHaveCount(0);
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Promoções' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('/download: heading, Android and iOS tabs with 4 steps each, a 200 px QR code of the link with a 20 px margin and the app icon', async ({ page }) => {
  await page.goto('/download');
  await expect(page.getByRole('heading', { level: 1, name: 'Baixe o app' })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Escolha seu celular' });
  await expect(tabs.getByRole('tab')).toHaveText(['Android', 'iOS']);
  for (const platform of ['Android', 'iOS']) {
    await tabs.getByRole('tab', { name: platform }).click();
    await expect(page.getByRole('list', { name: `Passos de instalação no ${platform}` }).getByRole('listitem')).toHaveCount(4);
    const link = page.getByRole('link', { name: `Baixar para ${platform}` });
    const url = (await link.getAttribute('href'))!;
    expect(url).toMatch(/^https:\/\//);
    const qr = page.getByRole('img', { name: `QR code do app para ${platform}` });
    await expect(qr).toHaveJSProperty('complete', true);
    const box = (await qr.boundingBox())!;
    expect([Math.round(box.width), Math.round(box.height)]).toEqual([200, 200]);

    // What the code says: the link, module by module (the encoder's matrix at level M), but under
    // the logo; a quiet zone of at least 20 px; the brand's app icon in the middle.
    const { modules } = QRCodeGenerator.create(url, { errorCorrectionLevel: 'M' });
    const matrix = Array.from({ length: modules.size }, (_, row) => Array.from({ length: modules.size }, (_, col) => Boolean(modules.get(row, col))));
    const read = await qr.evaluate((img: HTMLImageElement, size: number) => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const core = img.naturalWidth;
      const cell = Math.floor((core - 2 * (core / 10)) / size);
      const offset = Math.floor((core - cell * size) / 2);
      const pixel = (x: number, y: number) => Array.from(context.getImageData(x, y, 1, 1).data.slice(0, 3));
      const dark = Array.from({ length: size }, (_, row) =>
        Array.from({ length: size }, (_, col) => pixel(offset + col * cell + cell / 2, offset + row * cell + cell / 2).every((channel) => channel < 64)),
      );
      return { core, cell, offset, dark, corner: pixel(4, 4), centre: pixel(core / 2, core / 2) };
    }, modules.size);
    expect(read.core).toBe(800);
    // The quiet zone, in displayed px (the image is drawn at 800 and shown at 200).
    expect((read.offset * 200) / read.core).toBeGreaterThanOrEqual(20);
    expect(read.corner).toEqual([255, 255, 255]);
    const logoModules = Math.ceil(modules.size * 0.22) + 2;
    const inLogo = (row: number, col: number) => Math.abs(row - modules.size / 2) < logoModules / 2 && Math.abs(col - modules.size / 2) < logoModules / 2;
    const wrong = matrix.flatMap((cells, row) => cells.flatMap((on, col) => (!inLogo(row, col) && on !== read.dark[row]![col] ? [`${row},${col}`] : [])));
    expect(wrong).toEqual([]);
    // The app icon: the brand's colour, neither a black nor a white module.
    expect(read.centre.some((channel) => channel > 64 && channel < 224)).toBe(true);
  }
  await saveScreenshot(page, 'shell-download-page');
});
