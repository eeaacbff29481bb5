import { endpoints } from '@portal/api-contract';
import { expect, test } from '../support/fixtures';
import { openAsMember, money, balanceOf } from '../support/members';
import { saveScreenshot } from '../support/screenshots';
import { scrollHomeToEnd } from '../support/shell';

test.describe('shell: content', () => {
  test('promotions list → detail, and /promoDetail?id= shows the same promotion', async ({ page, platform }) => {
    const promotions = await platform.call(endpoints.promotions, {});
    const target = promotions.find((promotion) => !promotion.raffle) ?? promotions[0];
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Promoções' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Promoções' })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Promoções' }).getByRole('link');
    await expect(cards).toHaveCount(promotions.length);
    // Every card image reaches its loaded state (lazy, in a reserved box).
    await expect(page.locator('[data-state="loaded"]')).toHaveCount(promotions.length);
    await expect
      .poll(() =>
        cards
          .first()
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      )
      .toBe(true);
    await saveScreenshot(page, 'shell-promotions-dark');

    await cards.filter({ hasText: target.title }).click();
    await expect(page).toHaveURL(`/promotions/${target.id}`);
    await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
    await page.getByRole('link', { name: 'Todas as promoções' }).click();
    await expect(page).toHaveURL('/promotions');

    await page.goto(`/promoDetail?id=${target.id}`);
    await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();

    await page.getByRole('button', { name: 'Tema claro' }).click();
    await page.goto('/promotions');
    await expect(page.locator('[data-state="loaded"]')).toHaveCount(promotions.length);
    await saveScreenshot(page, 'shell-promotions-light');
    await page.getByRole('button', { name: 'Tema claro' }).click();
  });

  test('a member claims a promotion raffle once and the prize lands in the wallet', async ({ page, platform, createMember }) => {
    const promotions = await platform.call(endpoints.promotions, {});
    const raffle = promotions.find((promotion) => promotion.raffle);
    expect(raffle, 'a promotion with a raffle').toBeTruthy();
    const member = await createMember();
    const before = await balanceOf(platform, member.token);

    await openAsMember(page, `/promotions/${raffle!.id}`, member.token);
    await page.getByRole('button', { name: 'Resgatar meu bilhete do sorteio' }).click();
    const result = page.getByRole('status').filter({ hasText: 'Você ganhou' });
    await expect(result).toBeVisible();
    const after = await balanceOf(platform, member.token);
    const prize = raffle!.raffle!.prizes.find((item) => Math.abs(before + item.amount - after) < 0.001);
    expect(prize, `balance ${before} → ${after} matches a prize`).toBeTruthy();
    await expect(result).toContainText(prize!.name);
    await expect(page.getByTestId('header-balance')).toHaveText(money(after));

    await page.reload();
    await expect(page.getByText('Você já resgatou este sorteio.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resgatar meu bilhete do sorteio' })).toHaveCount(0);
  });

  test('a member claiming the raffle twice sees the translated "already claimed" message, and no second prize', async ({ page, platform, createMember }) => {
    const raffle = (await platform.call(endpoints.promotions, {})).find((promotion) => promotion.raffle);
    expect(raffle, 'a promotion with a raffle').toBeTruthy();
    const member = await createMember();
    await openAsMember(page, `/promotions/${raffle!.id}`, member.token);
    const claim = page.getByRole('button', { name: 'Resgatar meu bilhete do sorteio' });
    await expect(claim).toBeVisible();

    // The first claim lands elsewhere (another tab or device) after this page loaded.
    await platform.call(endpoints.raffleClaim, { promotionId: raffle!.id }, { token: member.token });
    const afterFirst = await balanceOf(platform, member.token);

    const refreshed = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/promotions');
    await claim.click();
    await expect(page.getByRole('alert')).toHaveText('Você já resgatou este sorteio.');
    // The promotions refetched after the claim say "claimed" too: the sentence still shows once.
    await refreshed;
    await expect(page.getByText('Você já resgatou este sorteio.')).toHaveCount(1);
    expect(await balanceOf(platform, member.token)).toBe(afterFirst);
    await saveScreenshot(page, 'shell-raffle-already-claimed');
  });

  test('notice modal: 9 per page, pagination blocked at the ends, detail, keyboard close', async ({ page, platform }) => {
    const first = await platform.call(endpoints.announcements, { platform: 'W', execution: 'B', pageNo: 1, pageSize: 9 });
    expect(first.totalPages).toBeGreaterThan(1);
    const last = await platform.call(endpoints.announcements, { platform: 'W', execution: 'B', pageNo: first.totalPages, pageSize: 9 });

    await page.goto('/');
    await page.getByRole('button', { name: 'Atendimento' }).click();
    await page.getByRole('button', { name: 'Avisos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Avisos' });
    await expect(dialog).toBeVisible();
    const items = dialog.getByRole('list', { name: 'Avisos' }).getByRole('button');
    await expect(items).toHaveCount(9);
    await expect(items.first()).toContainText(first.list[0].title);
    await expect(items.first()).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    await expect(dialog.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await saveScreenshot(page, 'shell-notice-modal-dark');

    await dialog.getByRole('button', { name: 'Próxima página' }).click();
    await expect(dialog.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
    await dialog.getByRole('button', { name: `Página ${first.totalPages}` }).click();
    await expect(items.first()).toContainText(last.list[0].title);
    await expect(dialog.getByRole('button', { name: 'Próxima página' })).toBeDisabled();

    await items.first().click();
    await expect(dialog.getByRole('heading', { name: last.list[0].title })).toBeVisible();
    await dialog.getByRole('button', { name: 'Voltar à lista' }).click();
    await expect(items).toHaveCount(last.list.length);

    // Focus stays in the modal; Escape closes it.
    for (let index = 0; index < 25; index++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Tema claro' }).click();
    await page.getByRole('button', { name: 'Ver todos' }).click();
    await expect(page.getByRole('dialog', { name: 'Avisos' }).getByRole('list', { name: 'Avisos' }).getByRole('button')).toHaveCount(9);
    await saveScreenshot(page, 'shell-notice-modal-light');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Tema claro' }).click();
  });

  test('XSS: the seeded malicious announcement shows its text and runs nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/');
    await scrollHomeToEnd(page);
    await page.getByRole('button', { name: 'Ver todos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Avisos' });
    await dialog.getByRole('button', { name: /Maintenance finished \(HTML test\)/ }).click();
    await expect(dialog.getByText('Server upgrade finished.')).toBeVisible();
    // The javascript: link keeps its text but loses its target.
    await expect(dialog.getByText('details')).toBeVisible();
    expect(await dialog.locator('a[href^="javascript:"]').count()).toBe(0);
    // Whatever image the sanitised text kept has loaded or failed, so an onerror would have run.
    await expect.poll(() => dialog.locator('img').evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete))).toBe(true);
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    expect(await dialog.locator('script, [onerror]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('download modal: Android and iOS tabs with QR codes and 4 steps each', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Baixe o app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Baixe o app' });
    await expect(dialog.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
    const androidQr = dialog.getByRole('img', { name: 'QR code do app para Android' });
    await expect.poll(() => androidQr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(dialog.getByRole('list', { name: 'Passos de instalação no Android' }).getByRole('listitem')).toHaveCount(4);
    await saveScreenshot(page, 'shell-download-modal');
    // Tabs by keyboard.
    await dialog.getByRole('tab', { name: 'Android' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('tab', { name: 'iOS' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('img', { name: 'QR code do app para iOS' })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Passos de instalação no iOS' }).getByRole('listitem')).toHaveCount(4);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });

  test('help centre (in Portuguese): the user-protocol link opens its article; feedback enforces its limits and sends', async ({ page }) => {
    await page.goto('/');
    // The help modal from the footer, closed by keyboard.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Ajuda' }).click();
    const help = page.getByRole('dialog', { name: 'Ajuda' });
    await expect(help.getByRole('heading', { level: 2, name: 'Quem somos' })).toBeVisible();
    await help.getByRole('button', { name: 'Política de privacidade' }).click();
    await expect(help.getByRole('heading', { level: 2, name: 'Política de privacidade' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de uso' }).click();
    await expect(page).toHaveURL(/\/helpmc\?article=user-protocol$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Central de ajuda' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Protocolo do usuário' })).toBeVisible();
    await expect(page.getByText('Ao se cadastrar, você aceita estes termos de demonstração.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Tópicos de ajuda' }).getByRole('button', { name: 'Como depositar' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Como depositar' })).toBeVisible();
    await saveScreenshot(page, 'shell-help-centre');

    const text = page.getByLabel('Sua sugestão');
    await text.fill('x'.repeat(150));
    await expect(text).toHaveValue('x'.repeat(140));
    await expect(page.getByText('Restam 0 de 140 caracteres')).toBeVisible();

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const files = page.getByLabel('Imagens (PNG ou JPG, até 3, 5 MB cada)');
    await files.setInputFiles(Array.from({ length: 4 }, (_, index) => ({ name: `shot${index}.png`, mimeType: 'image/png', buffer: png })));
    await expect(page.getByRole('alert').filter({ hasText: 'no máximo 3 imagens' })).toBeVisible();
    await files.setInputFiles({ name: 'notes.gif', mimeType: 'image/gif', buffer: png });
    await expect(page.getByRole('alert').filter({ hasText: 'notes.gif não é uma imagem PNG ou JPG.' })).toBeVisible();
    await files.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) });
    await expect(page.getByRole('alert').filter({ hasText: 'big.png tem mais de 5 MB.' })).toBeVisible();
    await files.setInputFiles({ name: 'screen.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'screen.png' })).toBeVisible();

    await text.fill('Adorei o portal!');
    const sent = page.waitForResponse((response) => response.url().includes('/wps/feedback') && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Enviar sugestão' }).click();
    const response = await sent;
    expect((await response.json()).success).toBe(true);
    expect(response.request().postDataJSON()).toMatchObject({ content: 'Adorei o portal!', images: [expect.stringMatching(/^data:image\/png;base64,/)] });
    await expect(page.getByRole('status').filter({ hasText: 'Obrigado! Sua sugestão foi enviada.' })).toBeVisible();
  });

  test('customer service opens the decrypted type-3 link in a small window', async ({ page, platform }) => {
    const link = await platform.call(endpoints.customerServiceLink, {});
    const entry = link.version.pathList.find((item) => item.type === 3);
    expect(entry).toBeTruthy();
    const decoded = Buffer.from(entry!.path, 'base64').toString('utf8');
    await page.goto('/');
    await page.getByRole('button', { name: 'Atendimento' }).click();
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Atendimento online' }).click();
    const window = await popup;
    await window.waitForLoadState();
    expect(new URL(window.url()).pathname).toBe(new URL(decoded, 'http://x').pathname);
    await expect(window.getByRole('heading', { name: 'Customer support (sandbox)' })).toBeVisible();
    expect(window.viewportSize()?.width ?? 0).toBeLessThan(600);
  });

  test('promotions: no layout shift while the artwork loads', async ({ page }) => {
    await page.addInitScript(() => {
      (window as { __cls?: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) (window as { __cls?: number }).__cls! += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/promotions');
    await expect(page.locator('[data-state="loaded"]').first()).toBeVisible();
    // Every artwork in view has arrived (or failed): the shifts it could cause are over.
    await expect(page.locator('[data-state="loading"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __cls?: number }).__cls)).toBeLessThan(0.1);
  });
});
