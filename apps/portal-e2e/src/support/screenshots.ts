import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const dir = join(fileURLToPath(new URL('.', import.meta.url)), '../../test-output/screenshots');

/** Saves a full-page screenshot under apps/portal-e2e/test-output/screenshots/<name>.png. */
export function saveScreenshot(page: Page, name: string) {
  return page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
}
