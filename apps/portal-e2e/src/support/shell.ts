import type { Page } from '@playwright/test';
import { axeCheckpoint, waitForAnimations } from './axe';

/** Waits until finite animations (modal fade-ins, theme transitions) have finished, then runs the axe checkpoint on the settled page. */
export async function settle(page: Page) {
  await waitForAnimations(page);
  await axeCheckpoint(page, 'at settle()');
}
