import type { GameCategory } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';

interface VendorSeed {
  code: string;
  category: GameCategory;
  name: string;
  /** VASSALAGE: a popup game list; GAME: the card launches the vendor lobby (its first game). */
  isGame: 'GAME' | 'VASSALAGE';
  games: number;
  hot?: boolean;
  providerCode?: string;
  classify?: readonly string[];
}

export const RNG_CLASSIFY = [
  { code: 'slot', label: 'Slots' },
  { code: 'table', label: 'Table games' },
  { code: 'arcade', label: 'Arcade' },
] as const;

/** Vendors per category. RNG holds 330 games so a lobby pages through 42-game pages. */
export const VENDORS: readonly VendorSeed[] = [
  { code: 'PG', category: 'RNG', name: 'PG Soft', isGame: 'VASSALAGE', games: 90, hot: true, classify: ['slot', 'slot', 'arcade'] },
  { code: 'JILI', category: 'RNG', name: 'JILI', isGame: 'VASSALAGE', games: 90, hot: true, classify: ['slot', 'table', 'arcade'] },
  { code: 'PP', category: 'RNG', name: 'Pragmatic Play', isGame: 'VASSALAGE', games: 90, classify: ['slot'] },
  { code: 'CQ9', category: 'RNG', name: 'CQ9', isGame: 'VASSALAGE', games: 60, classify: ['slot', 'table'] },
  { code: 'EVO', category: 'LIVE', name: 'Evolution', isGame: 'GAME', games: 8, hot: true },
  { code: 'SEXY', category: 'LIVE', name: 'Sexy Baccarat', isGame: 'GAME', games: 4 },
  { code: 'SABA', category: 'SPORTS', name: 'SABA Sports', isGame: 'GAME', games: 1, hot: true },
  { code: 'CMD', category: 'SPORTS', name: 'CMD368', isGame: 'GAME', games: 1 },
  { code: 'JDB', category: 'FISH', name: 'JDB Fishing', isGame: 'VASSALAGE', games: 10 },
  { code: 'JILI', category: 'FISH', name: 'JILI Fishing', isGame: 'VASSALAGE', games: 8 },
  { code: 'KY', category: 'PVP', name: 'Kai Yuan Poker', isGame: 'VASSALAGE', games: 12, hot: true },
  { code: 'AV', category: 'ESPORTS', name: 'AV E-Sports', isGame: 'GAME', games: 1, providerCode: 'AV' },
  { code: 'AI', category: 'ESPORTS', name: 'AI E-Sports', isGame: 'GAME', games: 1, providerCode: 'AI' },
  { code: 'IMES', category: 'ESPORTS', name: 'IM E-Sports', isGame: 'GAME', games: 1, providerCode: 'IMES', hot: true },
  { code: 'TF', category: 'ESPORTS', name: 'TF Gaming', isGame: 'GAME', games: 1, providerCode: 'TF' },
  { code: 'IA', category: 'ESPORTS', name: 'IA E-Sports', isGame: 'GAME', games: 1, providerCode: 'IA' },
  { code: 'TCG', category: 'ELOTT', name: 'TCG E-Lottery', isGame: 'VASSALAGE', games: 8 },
  { code: 'VNLOTT', category: 'LOTT', name: 'VN Lottery', isGame: 'GAME', games: 6, hot: true },
  { code: 'HOUSE', category: 'INHOUSE', name: 'In-House', isGame: 'VASSALAGE', games: 6 },
];

const ADJECTIVES = [
  'Fortune',
  'Golden',
  'Lucky',
  'Mystic',
  'Wild',
  'Royal',
  'Dragon',
  'Crystal',
  'Thunder',
  'Jungle',
  'Cosmic',
  'Pirate',
  'Samba',
  'Neon',
  'Ancient',
];
const NOUNS = ['Tiger', 'Ox', 'Rabbit', 'Treasures', 'Gems', 'Riches', 'Spins', 'Queen', 'Empire', 'Carnival', 'Legends', 'Wins', 'Nights', 'Temple', 'Rush'];
const TITLES: Partial<Record<GameCategory, string[]>> = {
  LIVE: ['Lightning Roulette', 'Speed Baccarat', 'Blackjack VIP', 'Crazy Time', 'Dragon Tiger', 'Sic Bo', 'Mega Ball', 'Football Studio'],
  SPORTS: ['Sportsbook'],
  ESPORTS: ['E-Sports Arena'],
  FISH: [
    'Ocean King',
    'Fishing War',
    'Dragon Fishing',
    'Mega Fishing',
    'Shark Hunter',
    'Deep Sea',
    'Golden Toad',
    'Jackpot Fishing',
    'Boom Fishing',
    'All-star Fishing',
  ],
  PVP: [
    'Texas Hold’em',
    'Teen Patti',
    'Rummy',
    'Blackjack Duel',
    'Baccarat Room',
    'Niu Niu',
    'Andar Bahar',
    'Dragon Tiger Room',
    'Fight the Landlord',
    'Mahjong',
    'Sam Gong',
    'Tien Len',
  ],
  ELOTT: ['Fast 3', 'Keno', 'PK10', 'Lucky 5', 'Mark Six', 'Happy 8', 'Pick 3', 'Lotto 5/20'],
  LOTT: ['Hà Nội 1 phút', 'TP.HCM 1 phút', 'Đà Nẵng 1 phút', 'Miền Bắc', 'Miền Nam', 'Miền Trung'],
  INHOUSE: ['Crash', 'Dice', 'Mines', 'Plinko', 'Limbo', 'Hi-Lo'],
};
const MIN_BETS = [10, 20, 50, 100, 200, 500];

/** Deterministic pseudo-random from an integer (seed data must be the same after every reset). */
const mix = (n: number) => {
  let x = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
};

export function seedGames(gw: GatewayContext): void {
  const vendor = gw.db.prepare('INSERT INTO vendors (code, category, name, sort, is_hot, is_game, provider_code) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const game = gw.db.prepare(
    'INSERT INTO games (id, vendor, category, name, code, classify, min_bet, min_line_num, is_hot, popularity, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  let id = 1000;
  VENDORS.forEach((v, vi) => {
    vendor.run(v.code, v.category, v.name, vi, v.hot ? 1 : 0, v.isGame, v.providerCode ?? null);
    for (let i = 0; i < v.games; i++) {
      id++;
      const r = mix(id);
      const titles = TITLES[v.category];
      const name = titles
        ? titles[i % titles.length]
        : `${ADJECTIVES[(i + vi * 3) % ADJECTIVES.length]} ${NOUNS[Math.floor(i / ADJECTIVES.length + vi) % NOUNS.length]}${i >= 225 ? ` ${Math.floor(i / 225) + 1}` : ''}`;
      const classify = v.classify ? v.classify[i % v.classify.length] : v.category.toLowerCase();
      game.run(
        id,
        v.code,
        v.category,
        name,
        `${v.code}_${String(i + 1).padStart(3, '0')}`,
        classify,
        MIN_BETS[r % MIN_BETS.length],
        (r % 5) * 10 || 1,
        i % 7 === 0 ? 1 : 0,
        r % 10000,
        i,
      );
    }
  });

  // Winner board: masked names, assorted games.
  const winner = gw.db.prepare('INSERT INTO winners (user_name, game_name, vendor, amount, created_at) VALUES (?, ?, ?, ?, ?)');
  const games = gw.db
    .prepare<
      unknown[],
      {
        name: string;
        vendor: string;
      }
    >("SELECT name, vendor FROM games WHERE category IN ('RNG', 'LIVE', 'FISH') ORDER BY popularity DESC LIMIT 30")
    .all();
  games.forEach((g, i) => {
    const r = mix(i + 7);
    winner.run(
      `${String.fromCharCode(97 + (r % 26))}${String.fromCharCode(97 + ((r >> 5) % 26))}***${(r % 90) + 10}`,
      g.name,
      g.vendor,
      ((r % 500_000) + 5_000) * 10,
      gw.now() - i * 600_000,
    );
  });
}
