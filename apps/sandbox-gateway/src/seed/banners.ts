import { BANNER_GROUPS, type BannerGroup } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';

export const BANNER_WIDTH = 600;
export const BANNER_HEIGHT = 240;

/** w_home gets 4 banners, w_rng 2, every other group exactly 1 (the single-banner case). */
const COUNT: Partial<Record<BannerGroup, number>> = { w_home: 4, w_rng: 2 };
const TITLES = ['Welcome Bonus 100%', 'Daily Cashback', 'Lottery Jackpot', 'Refer a Friend', 'Weekend Spins'];

export function seedBanners(gw: GatewayContext): void {
  const insert = gw.db.prepare('INSERT INTO banners (id, group_name, title, sort, linkage_type, link_url, width, height) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  let id = 1;
  for (const group of BANNER_GROUPS) {
    const count = COUNT[group] ?? 1;
    for (let i = 0; i < count; i++) {
      const title = group === 'w_home' ? TITLES[i] : `${group.slice(2).toUpperCase()} ${TITLES[i]}`;
      // Home: one banner links in-app (same tab), one to an external page (new tab), the rest do nothing.
      const link: [number | null, string | null] =
        group === 'w_home' && i === 0 ? [1, '/promotions'] : group === 'w_home' && i === 1 ? [2, 'https://example.com/'] : [null, null];
      insert.run(id++, group, title, i, link[0], link[1], BANNER_WIDTH, BANNER_HEIGHT);
    }
  }
}
