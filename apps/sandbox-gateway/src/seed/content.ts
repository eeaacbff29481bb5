import { ANNOUNCEMENT_TYPES } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { seedHelpArticles } from './help-articles';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Must be shown as text or sanitised: never executed. */
export const HOSTILE_HTML =
  '<p>Server upgrade finished.</p><script>window.__xss = "script"; alert("xss")</script><img src=x onerror="window.__xss=\'img\';alert(\'xss\')"><a href="javascript:alert(1)">details</a>';

export const COUNTRIES = [
  ['BR', '+55', 'Brasil'],
  ['VN', '+84', 'Việt Nam'],
  ['ID', '+62', 'Indonesia'],
  ['TH', '+66', 'ประเทศไทย'],
  ['CN', '+86', '中国'],
  ['US', '+1', 'United States'],
  ['PT', '+351', 'Portugal'],
  ['PH', '+63', 'Philippines'],
  ['IN', '+91', 'India'],
  ['MX', '+52', 'México'],
] as const;

export function seedContent(gw: GatewayContext): void {
  const now = gw.now();
  const announcement = gw.db.prepare('INSERT INTO announcements (id, type, execution, title, content, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  for (let i = 1; i <= 24; i++) {
    const type = ANNOUNCEMENT_TYPES[(i - 1) % ANNOUNCEMENT_TYPES.length];
    const hostile = i === 3;
    announcement.run(
      i,
      type,
      'B',
      hostile
        ? 'Maintenance finished (HTML test)'
        : `${{ B: 'Notice', PL: 'Platform', PU: 'Popup', PR: 'Promotion', H: 'Headline' }[type]} #${i}: ${['New games', 'Weekly cashback', 'Maintenance window', 'VIP upgrade', 'Lottery results'][i % 5]}`,
      hostile
        ? HOSTILE_HTML
        : `<h3>Announcement ${i}</h3><p>Dear players, this is announcement <strong>${i}</strong> of type ${type}.</p><ul><li>Starts: today</li><li>Ends: in 7 days</li></ul><p><a href="/promotions">See promotions</a></p>`,
      now - i * 5 * HOUR,
    );
  }

  const promotion = gw.db.prepare('INSERT INTO promotions (id, category, title, content, raffle, start_time, end_time, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
  const promo = (id: number, category: string, title: string, content: string, raffle: unknown = null) =>
    promotion.run(id, category, title, content, raffle ? JSON.stringify(raffle) : null, now - 10 * DAY, now + 30 * DAY, id);
  promo(
    1,
    'new_player',
    'Welcome bonus 100%',
    '<h2>Welcome bonus</h2><p>Double your first deposit up to <b>1,000.00</b>.</p><ol><li>Register</li><li>Deposit</li><li>Play</li></ol>',
  );
  promo(
    2,
    'new_player',
    'Free spins for new players',
    '<h2>50 free spins</h2><p>Every new account gets 50 free spins on <i>Fortune Tiger</i>.</p><p>Registration bonus: 1000VND.</p>',
  );
  promo(3, 'daily', 'Daily cashback 5%', '<p>Get 5% of your daily losses back, every day.</p>');
  promo(4, 'event', 'Lucky raffle', '<p>Claim one raffle ticket per account and win up to <b>500.00</b>.</p>', {
    prizes: [
      { name: 'Grand prize', amount: 500, weight: 1 },
      { name: 'Second prize', amount: 50, weight: 9 },
      { name: 'Lucky prize', amount: 5, weight: 90 },
    ],
  });
  promo(5, 'vip', 'VIP weekly rewards', '<p>Climb the club levels for bigger weekly rewards.</p>');
  promo(6, 'sports', 'Sports accumulator boost', '<p>+10% on accumulators with 4 or more legs.</p>');

  seedHelpArticles(gw);

  const country = gw.db.prepare('INSERT INTO countries (code, dialing_code, name, sort) VALUES (?, ?, ?, ?)');
  COUNTRIES.forEach(([code, dialing, name], i) => country.run(code, dialing, name, i));

  const reward = gw.db.prepare('INSERT INTO rewards (id, name, points, stock, sort, category) VALUES (?, ?, ?, ?, ?, ?)');
  (
    [
      ['Free spins ×10', 500, 1000, 'bonus'],
      ['Cashback voucher 5.00', 1000, 500, 'bonus'],
      ['Bluetooth headphones', 8000, 20, 'electronics'],
      ['Smartphone', 60000, 3, 'electronics'],
      ['Team jersey', 5000, 50, 'merchandise'],
      ['VIP upgrade (1 month)', 20000, 10, 'vip'],
      ['Mystery box', 1500, 200, 'merchandise'],
      ['Sold-out poster', 100, 0, 'merchandise'],
    ] as const
  ).forEach(([name, points, stock, category], i) => reward.run(i + 1, name, points, stock, i, category));
}
