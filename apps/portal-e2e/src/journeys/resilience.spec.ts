import { endpoints } from '@portal/api-contract';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { textIn } from '../support/brand';

/**
 * Resilience: with the sandbox's fault injection the portal never shows a blank page or
 * an endless spinner: the shell stays, a failing section shows its translated error with "Try
 * again", a read that never answers ends after the client's time limit (15 s).
 */
const pageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};
/** What the browser refused under the served Content-Security-Policy (tools/serving/security-headers.mjs). */
const cspViolations = (page: Page) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
};
const shell = (page: Page) => page.getByRole('banner');
const retry = (page: Page) => page.getByRole('main').getByRole('button', { name: textIn('pt', 'Try again') });

// Faults scoped to the test's browser context (the `faults` fixture): the journeys beside run
// unslowed, and the tests may run at once on the project's workers.
test.describe('under faults', () => {
  test.describe.configure({ mode: 'parallel' });
  test('a failing game list shows its error with retry inside the shell; the retry loads the games', async ({ page, faults }) => {
    const errors = pageErrors(page);
    await faults.set({ prefix: endpoints.gameList.path, errorRate: 1 });
    await page.goto('/rng');
    await expect(shell(page)).toBeVisible();
    await expect(page.getByRole('main').getByText(textIn('pt', 'The games could not be loaded'))).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('main').getByText(textIn('pt', 'The service is unavailable, please try again later'))).toBeVisible();
    await faults.clear();
    await retry(page).click();
    await expect(retry(page)).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Jogos', exact: true }).getByTestId('game-tile').first()).toBeVisible({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test('a game list that never answers ends in the time-out message with retry, not an endless spinner', async ({ page, faults }) => {
    test.setTimeout(60_000);
    const errors = pageErrors(page);
    await faults.set({ prefix: endpoints.gameList.path, latencyMs: 30_000 });
    await page.goto('/rng');
    await expect(shell(page)).toBeVisible();
    await expect(page.getByRole('main').getByText(textIn('pt', 'The request timed out. Please try again.'))).toBeVisible({ timeout: 25_000 });
    await expect(retry(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('every main route keeps its shell and settles (content or error with retry) at 2 s latency and 10 % errors', async ({ page, faults }) => {
    test.setTimeout(150_000);
    const errors = pageErrors(page);
    const refused = cspViolations(page);
    await faults.set({ prefix: '/wps', latencyMs: 2_000, errorRate: 0.1 });
    await faults.set({ prefix: '/lgw', latencyMs: 2_000, errorRate: 0.1 });
    for (const route of ['/', '/rng', '/promotions', '/lottery']) {
      await page.goto(route);
      await expect(shell(page), route).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('main'), route).toBeVisible();
      // No section keeps loading forever: every skeleton resolves to content or an error with retry.
      await expect(page.locator('[aria-busy="true"]'), route).toHaveCount(0, { timeout: 30_000 });
      expect((await page.getByRole('main').innerText()).trim().length, `${route} is not blank`).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
    expect(refused).toEqual([]);
  });
});
