import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { axeCheckpoint } from './axe';

const dir = join(fileURLToPath(new URL('.', import.meta.url)), '../../test-output/screenshots');

/** Where a screenshot of that name goes (for a page axe cannot judge yet: its load is held). */
export const screenshotPath = (name: string) => join(dir, `${name}.png`);

/** Saves a viewport screenshot under apps/portal-e2e/test-output/screenshots/<name>.png (axe checks the page first). */
export async function saveScreenshot(page: Page, name: string) {
  await axeCheckpoint(page, `before screenshot ${name}`);
  return page.screenshot({ path: screenshotPath(name), fullPage: false });
}
