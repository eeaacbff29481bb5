import type { GatewayContext } from '../core/context';
import { seedBanners } from './banners';
import { seedContent } from './content';
import { seedGames } from './games';
import { seedDemoTeam } from './agent-team';
import { DEMO_ACCOUNTS, seedMembers } from './members';

/** Fills an empty database with demo data. Runs once per database (and again after a reset). */
export function seedIfEmpty(gw: GatewayContext): void {
  const seeded = gw.db.prepare("SELECT 1 FROM kv WHERE scope = '*' AND key = 'seeded'").get();
  if (seeded) return;
  gw.db.transaction(() => {
    seedBanners(gw);
    seedContent(gw);
    seedGames(gw);
    seedMembers(gw);
    seedDemoTeam(gw, DEMO_ACCOUNTS.agent.username, 'player1234');
    gw.db.prepare("INSERT INTO kv (scope, key, value) VALUES ('*', 'seeded', ?)").run(JSON.stringify(gw.now()));
  })();
}
