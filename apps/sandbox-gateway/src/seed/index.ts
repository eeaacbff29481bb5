import type { GatewayContext } from '../core/context';
import { seedBanners } from './banners';
import { seedCashier } from './cashier';
import { seedContent } from './content';
import { seedGames } from './games';
import { seedDemoTeam } from './agent-team';
import { DEMO_ACCOUNTS, seedMembers } from './members';
import { seedMerchantsIfMissing } from './merchants';
import { seedHelpTexts } from './help-articles';
import { seedPaymentChannels } from './payment-channels';

/**
 * Fills an empty database with demo data. Runs once per database (and again after a reset); each
 * merchant's own data (seed/merchants.ts) once per merchant.
 */
export function seedIfEmpty(gw: GatewayContext): void {
  const seeded = gw.db.prepare("SELECT 1 FROM kv WHERE scope = '*' AND key = 'seeded'").get();
  if (seeded) {
    seedMerchantsIfMissing(gw);
    // A database seeded before the help centre had translations gets them (same article ids).
    if (!gw.db.prepare('SELECT 1 FROM help_article_texts LIMIT 1').get()) seedHelpTexts(gw);
    // A database kept from before a channel (or a merchant's own channels) existed gets it.
    seedPaymentChannels(gw);
    return;
  }
  gw.db.transaction(() => {
    seedBanners(gw);
    seedContent(gw);
    seedGames(gw);
    seedMembers(gw);
    seedCashier(gw);
    seedDemoTeam(gw, DEMO_ACCOUNTS.agent.username, 'player1234');
    gw.db.prepare("INSERT INTO kv (scope, key, value) VALUES ('*', 'seeded', ?)").run(JSON.stringify(gw.now()));
  })();
  seedMerchantsIfMissing(gw);
}
