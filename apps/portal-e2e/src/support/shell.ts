import type { APIRequestContext, Page } from '@playwright/test';
import { endpoints } from '@portal/api-contract';
import { axeCheckpoint, waitForAnimations } from './axe';
import { balanceOf, uniqueName } from './members';
import { createOperator } from './operator';
import { createPlatform } from './platform';

/** Waits until finite animations (modal fade-ins, theme transitions) have finished, then runs the axe checkpoint on the settled page. */
export async function settle(page: Page) {
  await waitForAnimations(page);
  await axeCheckpoint(page, 'at settle()');
}

/*
 * The request-first helpers journeys used before the fixtures, kept with their signatures so those
 * journeys keep working; they run on the same platform and operator helpers as the fixtures.
 * New journeys take `platform`, `operator` and `createMember` from `test` (support/fixtures.ts).
 */
export { openAsMember, money as brl } from './members';

/** A unique username for this run (letters and digits, at most 16). */
export const shellUsername = (prefix = 'sh') => uniqueName(prefix);

/** Logs an account in through the API (e.g. the trial account); returns its token. */
export async function loginToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  return (await createPlatform(request).call(endpoints.login, { type: 'username', username, password })).token;
}

/** Credits a member's main wallet (operator control). */
export const deposit = (request: APIRequestContext, username: string, amount: number) => createOperator(request).deposit(username, amount);

/** The member's balance as the gateway stores it. */
export const gatewayBalance = (request: APIRequestContext, token: string) => balanceOf(createPlatform(request), token);

/**
 * Scrolls a page down to its footer, as a visitor does, most of a screen at a time: on a phone the
 * parts below the first screen (home's most played, the winner board, announcements, the app
 * download; a game list's tiles after the first screen's) render only when scrolled near
 * (docs/product/performance.md "Only what the first screen shows"), and a jump to the footer
 * would pass over them.
 */
export async function scrollHomeToEnd(page: Page) {
  for (let step = 0; step < 40; step++) {
    const atEnd = await page.evaluate(async () => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    });
    if (atEnd) break;
  }
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
}

/** Waits until the page's scroll position has stopped moving (a wheel's smooth scroll ends) for a few frames. */
export async function scrollSettled(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let still = 0, last = window.scrollY; still < 5;) {
      await frame();
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
  });
}

/**
 * Waits until the page has drawn two frames: what an answer or a timer that has just fired set
 * going (a state update, its render) is on the screen, so a check that something did not appear
 * looks at the page after it, not before.
 */
export async function framesDrawn(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
