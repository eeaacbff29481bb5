import type { GatewayContext } from '../http/gateway-context';
import { seedBanners } from './banners';

/** Fills an empty database with demo data. Idempotent: runs only once per database. */
export function seedIfEmpty(gw: GatewayContext): void {
  const seeded = gw.db.prepare("SELECT 1 FROM kv WHERE scope = '*' AND key = 'seeded'").get();
  if (seeded) return;
  gw.db.transaction(() => {
    seedBanners(gw);
    gw.db.prepare("INSERT INTO kv (scope, key, value) VALUES ('*', 'seeded', ?)").run(JSON.stringify(gw.now()));
  })();
}
