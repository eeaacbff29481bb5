import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { openLogin } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { balanceOf, loginAs, money } from '../support/members';
import { CDN_ORIGIN, E2E_FRAME_PORT, GATEWAY_URL } from '../support/ports';
import { saveScreenshot } from '../support/screenshots';
import { framesDrawn } from '../support/shell';
import { cachedUrls, controlled, serviceWorkerActive } from '../support/service-worker';

// The brand as an installed app (docs/product/installed-app.md): the build's service worker, the
// offline screen, live platform answers, the "new version ready" prompt.

const offlineScreen = (page: Page) => page.getByTestId('offline-screen');

/** Every platform answer the page got, and whether the worker gave it. */
function platformAnswers(page: Page) {
  const answers: { url: string; fromServiceWorker: boolean }[] = [];
  page.on('response', (response) => {
    if (/\/(wps|lgw)\//.test(new URL(response.url()).pathname)) answers.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
  });
  return answers;
}

test.describe('the brand with its service worker', () => {
  test('offline on a visited page and on an unvisited route: the brand’s offline screen; back online it carries on', async ({ page, context }) => {
    await page.goto('/');
    await serviceWorkerActive(page);
    // The next page loaded is the worker's: the portal from the precache, the page's code stored as it loads.
    await page.goto('/promotions');
    expect(await controlled(page)).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'Promoções' })).toBeVisible();

    await context.setOffline(true);
    const screen = offlineScreen(page);
    await expect(screen.getByRole('heading', { name: 'Você está sem conexão' })).toBeVisible();
    await expect(screen.getByRole('img', { name: 'Portal PT' })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'O que continua funcionando' })).toBeVisible();
    // The page is still under it, as it was.
    await expect(page.getByRole('heading', { level: 1, name: 'Promoções' })).toBeAttached();
    await saveScreenshot(page, 'installed-app-offline');
    await screen.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(screen.getByRole('status')).toHaveText('Ainda sem conexão.');

    // Opened again with no network: the portal from the phone, the offline screen over it.
    await page.goto('/promotions');
    await expect(offlineScreen(page).getByRole('heading', { name: 'Você está sem conexão' })).toBeVisible();
    // A route never opened: its code is not on the phone; the offline screen, not the browser's error page.
    await page.goto('/download');
    await expect(offlineScreen(page).getByRole('heading', { name: 'Você está sem conexão' })).toBeVisible();

    await context.setOffline(false);
    await expect(offlineScreen(page)).toHaveCount(0);
    // The page whose code could not come offline asks for it again.
    await page.getByRole('alert').getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Baixe o app' })).toBeVisible();

    // What the worker stored: the build, the pages' code, images; never a platform call.
    const stored = await cachedUrls(page);
    const all = Object.values(stored).flat();
    expect(Object.keys(stored).some((name) => name.startsWith('portal-precache-'))).toBe(true);
    expect(all.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
    expect(all.some((url) => /\/assets\/PromotionsPage-/.test(url))).toBe(true);
    expect(all.filter((url) => /\/(wps|lgw)\/|\/sandbox\/(?!art\/)/.test(new URL(url).pathname))).toEqual([]);
  });

  test('no platform answer comes from a cache: a balance changed on the platform shows after going offline and online again', async ({
    page,
    context,
    createMember,
    operator,
    platform,
  }) => {
    const member = await createMember({ deposit: 120 });
    await loginAs(page, member);
    const answers = platformAnswers(page);
    await page.goto('/');
    await serviceWorkerActive(page);
    await page.goto('/rng');
    expect(await controlled(page)).toBe(true);
    const balance = page.getByTestId('header-balance');
    await expect(balance).toHaveText(money(await balanceOf(platform, member.token)));

    // The platform moves the balance while the phone has no network.
    await context.setOffline(true);
    await expect(offlineScreen(page)).toBeVisible();
    // The header does not show the last amount as if it were current.
    await expect(balance).toHaveText('Sem conexão');
    await operator.deposit(member.username, 30.5);
    const moved = await balanceOf(platform, member.token);

    await context.setOffline(false);
    await expect(offlineScreen(page)).toHaveCount(0);
    await expect(balance).toHaveText(money(moved));
    // Opened again through the worker: the balance is the platform's, asked for again.
    await page.goto('/live');
    await expect(balance).toHaveText(money(moved));
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.fromServiceWorker)).toEqual([]);
    expect(
      Object.values(await cachedUrls(page))
        .flat()
        .filter((url) => /\/(wps|lgw)\//.test(url)),
    ).toEqual([]);
  });

  test('a form being filled keeps what was typed while offline, and is sent once the network is back', async ({ page, context, createMember }) => {
    const member = await createMember();
    await page.goto('/');
    await serviceWorkerActive(page);
    await page.goto('/rng');
    const login = await openLogin(page);
    await login.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill(member.username);
    await login.getByRole('textbox', { name: 'Senha', exact: true }).fill(member.password);

    await context.setOffline(true);
    await expect(offlineScreen(page)).toBeVisible();
    // The dialog stays over the offline screen, with what was typed.
    await expect(login.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toHaveValue(member.username);
    await context.setOffline(false);
    await expect(offlineScreen(page)).toHaveCount(0);
    await expect(login.getByRole('textbox', { name: 'Senha', exact: true })).toHaveValue(member.password);
    await login.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });
});

/**
 * A site of its own for the update journey: a copy of the build served by `vite preview` (as the
 * journeys' own server), whose files the journey replaces as a deploy does.
 */
async function startDeploySite(): Promise<{ url: string; dir: string; stop: () => void }> {
  const workspaceRoot = join(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
  const built = process.env['E2E_PORTAL_DIST'] ?? join(workspaceRoot, 'dist/apps/portal-brand-pt');
  const dir = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
  cpSync(built, dir, { recursive: true });
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as { port: number };
      probe.close(() => resolve(free));
    });
  });
  const server: ChildProcess = spawn(
    'npx',
    ['vite', 'preview', '--config', 'apps/portal-brand-pt/vite.config.ts', '--port', String(port), '--strictPort', '--outDir', dir],
    {
      cwd: workspaceRoot,
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        PORTAL_API_TARGET: GATEWAY_URL,
        PORT: String(port),
        GATEWAY_FRAME_ORIGIN: `http://127.0.0.1:${E2E_FRAME_PORT}`,
        GATEWAY_CDN_ORIGIN: CDN_ORIGIN,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${url}/sw.js`)).ok) break;
    } catch {
      if (attempt > 120) throw new Error('the deploy site did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    dir,
    stop: () => {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A deploy: a new index.html (marked `portal-deploy`) and the worker that goes with it (a new build
 * id, the page's new revision), written over the site's files.
 */
function deploy(dir: string, mark: string) {
  const page = readFileSync(join(dir, 'index.html'), 'utf8');
  const next = page.replace('<head>', `<head>\n    <meta name="portal-deploy" content="${mark}" />`);
  const revision = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
  const worker = readFileSync(join(dir, 'sw.js'), 'utf8');
  const id = /id:`([0-9a-f]{16})`/.exec(worker)?.[1];
  expect(id, 'the build id in sw.js').toBeDefined();
  expect(worker).toContain(revision(page));
  writeFileSync(join(dir, 'sw.js'), worker.replace(id!, revision(mark + id)).replace(revision(page), revision(next)));
  writeFileSync(join(dir, 'index.html'), next);
}

test.describe('a new deploy while the portal is open', () => {
  let site: Awaited<ReturnType<typeof startDeploySite>>;
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    site = await startDeploySite();
  });
  test.afterAll(() => site?.stop());

  test('"a new version is ready", never over an open form; Reload opens the new version', async ({ page }) => {
    // The page's clock runs as usual, and the test moves it on past the portal's next look at the player.
    await page.clock.install();
    await page.goto(`${site.url}/`);
    await serviceWorkerActive(page);
    await page.goto(`${site.url}/rng`);
    expect(await controlled(page)).toBe(true);
    await expect(page.locator('meta[name="portal-deploy"]')).toHaveCount(0);

    // The player is filling a form when the deploy lands.
    const login = await openLogin(page);
    await login.getByRole('textbox', { name: 'Nome de usuário', exact: true }).fill('somebody');
    deploy(site.dir, 'next');
    // The browser asks for the worker again at each visit; here, as the portal does when it comes back to the screen.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)), { timeout: 30_000 }).toBe(true);
    const prompt = page.getByTestId('update-prompt');
    // Past the portal's next look at whether the player is busy (every 2 s): the prompt stays away.
    await page.clock.runFor(3000);
    await framesDrawn(page);
    await expect(prompt).toHaveCount(0);
    await expect(login.getByRole('textbox', { name: 'Nome de usuário', exact: true })).toHaveValue('somebody');

    await login.getByRole('button', { name: 'Fechar' }).click();
    await expect(prompt.getByRole('heading', { name: 'Uma nova versão está pronta' })).toBeVisible();
    await saveScreenshot(page, 'installed-app-update-prompt');
    await prompt.getByRole('button', { name: 'Recarregar' }).click();
    await expect(page.locator('meta[name="portal-deploy"]')).toHaveAttribute('content', 'next');
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  });
});
