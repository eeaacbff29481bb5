#!/usr/bin/env node
// Script requests before a page shows: for `/`, `/rng` and the member centre's account record
// (`/?member=transactionHistory`, a fresh member with a deposit), on a 390×844 touch phone and on a 1440×900
// desktop, the number of distinct script files (index.html's, its module preloads and every lazy
// chunk) the browser asked for from navigation until the page shows its content: home's first
// hot game, the lobby's first game tile, the account record's first row. Over
// HTTP/1.1 each file holds one of the browser's six connections for a round trip, so this count,
// not the bytes, is what a plain server makes a phone wait for (docs/product/performance.md
// "Fewer, larger files"). Exits 1 when a page asks for more than `--max` (default 40).
// Runs with tsx (the member's login is sealed with the contract's code).
// Usage: npx tsx tools/scripts/bench-requests.mjs [--max 40 --screenshots DIR --no-build --dist DIR --brand pt --gateway-port 3294 --portal-port 4394 --json FILE]
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { chromium } from '@playwright/test';
import { arg, CHROME_FLAGS, CHROMIUM, startBenchSite } from './lib/bench-site.mjs';

const MAX = Number(arg('max', 40));
const JSON_OUT = arg('json', null);
const SHOTS = arg('screenshots', null);
const site = await startBenchSite({
  brand: arg('brand', 'pt'),
  gatewayPort: Number(arg('gateway-port', 3294)),
  portalPort: Number(arg('portal-port', 4394)),
  dist: arg('dist', undefined),
});

/** The member centre's dialog (its name on a phone and on a desktop). */
const centre = (page) => page.getByRole('dialog', { name: 'Central do membro' });

/** The pages, and what shows that each has shown its content. */
const PAGES = [
  { path: '/', shown: (page) => page.getByTestId('game-tile').first() },
  { path: '/rng', shown: (page) => page.getByTestId('game-tile').first() },
  {
    path: '/?member=transactionHistory',
    member: true,
    // Its records: cards on a phone, the table's first row on a desktop (the member has a deposit).
    shown: (page) =>
      centre(page).getByRole('list', { name: 'Extrato da conta' }).getByRole('listitem').or(centre(page).getByRole('table').getByRole('row').nth(1)),
  },
];

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 } },
};

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
const results = {};
let over = false;
for (const [device, options] of Object.entries(DEVICES)) {
  for (const { path, member, shown } of PAGES) {
    const context = await browser.newContext({ ...options, locale: 'pt-BR', ignoreHTTPSErrors: true });
    const page = await context.newPage();
    if (member) {
      const session = await site.memberSession({ deposit: 500 });
      await page.addInitScript(
        ([token, username]) => {
          sessionStorage.setItem('token', JSON.stringify(token));
          sessionStorage.setItem('username', JSON.stringify(username));
        },
        [session.token, session.username],
      );
    }
    const scripts = new Set();
    let counting = true;
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (counting && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${site.portalUrl}${path}`, { waitUntil: 'commit' });
    await shown(page).first().waitFor({ state: 'visible', timeout: 60_000 });
    const count = scripts.size;
    const files = [...scripts];
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/${device}-${path.replace(/\W+/g, '_') || 'home'}.png` });
    }
    // And once the start is over (nothing asked for in half a second): what the page loads in all.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    counting = false;
    over ||= count > MAX;
    results[`${device} ${path}`] = { count, quiet: scripts.size, files };
    await context.close();
  }
}
await browser.close();
site.close();

console.log(`\nbench:requests ${new Date().toISOString().slice(0, 10)}: script files asked for before the page shows (at most ${MAX})`);
console.log('| device, page | script files before it shows | by the end of the start (network quiet) |');
console.log('|---|---|---|');
for (const [name, { count, quiet }] of Object.entries(results)) console.log(`| ${name} | ${count}${count > MAX ? ' OVER' : ''} | ${quiet} |`);
if (JSON_OUT) {
  mkdirSync(dirname(JSON_OUT), { recursive: true });
  writeFileSync(JSON_OUT, JSON.stringify(results, null, 2));
}
process.exit(over ? 1 : 0);
