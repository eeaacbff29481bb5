import type { FeatureSwitches, RegisterField, RegisterRule } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { setSetting } from '../db/database';
import { seedPasswordHash } from './seed-passwords';
import { insertMember } from '../domain/members';
import { postEntries } from '../domain/wallet';
import { BANNER_HEIGHT, BANNER_WIDTH } from './banners';
import { ABUSE_POLICY_SETTING, DEFAULT_ABUSE_POLICY } from '../domain/abuse';

/**
 * Per-merchant demo data beside the platform's ('*'): a brand's own banners, promotions, feature
 * switches, register rules and demo accounts (docs/sandbox-gateway.md "Merchants"). Amounts are
 * whole units of the merchant's currency; the gateway stores cents (×100) for every currency.
 */
export interface MerchantSeed {
  code: string;
  banners: Partial<Record<string, string[]>>;
  promotions: { category: string; title: string; content: string }[];
  switches: Partial<FeatureSwitches>;
  /** Preselected dialling code of the register form. */
  dialingCode: string;
  registerRules: Partial<Record<RegisterField, Partial<RegisterRule>>>;
  /** Credited to each new account (its abuse policy's sign-up bonus), whole units; the platform's when missing. */
  signUpBonus?: number;
  accounts: { username: string; password: string; nickname: string; countryDialingCode: string; mobileNum: string; balance: number }[];
}

/** Portal VN (`apps/portal-brand-vn`): Vietnamese banners and promotions, VND accounts, mobile registration. */
export const VN_MERCHANT: MerchantSeed = {
  code: 'VN001',
  banners: {
    w_home: ['Thưởng chào mừng 100%', 'Hoàn tiền mỗi ngày 1,5%', 'Xổ số siêu tốc'],
    w_rng: ['Slot: quay miễn phí', 'Giải độc đắc tuần'],
    w_live: ['Sòng bài trực tiếp'],
    w_promotion: ['Khuyến mãi tháng này'],
    w_reg: ['Đăng ký nhận 1.000 ₫'],
  },
  promotions: [
    {
      category: 'new_player',
      title: 'Thưởng nạp đầu 100%',
      content: '<h2>Thưởng nạp đầu</h2><p>Nhân đôi lần nạp đầu tiên, tối đa <b>5.000.000 ₫</b>.</p><ol><li>Đăng ký</li><li>Nạp tiền</li><li>Chơi</li></ol>',
    },
    { category: 'daily', title: 'Hoàn tiền mỗi ngày 1,5%', content: '<p>Nhận lại 1,5% tổng cược mỗi ngày, không giới hạn.</p>' },
    { category: 'event', title: 'Xổ số cuối tuần', content: '<p>Mỗi tài khoản một vé, giải thưởng đến <b>10.000.000 ₫</b>.</p>' },
  ],
  switches: { MOBILENUMREG3: true, FREEPLAY3: false },
  dialingCode: '+84',
  // The registration bonus the old portal's texts named: 1000VND.
  signUpBonus: 1000,
  registerRules: {
    // Vietnamese mobiles: 9 digits after +84 (or 10 with the leading 0).
    mobileNum: { enabled: true, required: true, acceptedPattern: '^0?[0-9]{9}$', minLength: 9, maxLength: 10, patternId: 'phone' },
    countryDialingCode: { enabled: true, required: false },
    zalo: { enabled: true, required: false },
    whatsapp: { enabled: false, required: false },
  },
  accounts: [
    { username: 'vndemo', password: 'demo1234', nickname: 'Người chơi demo', countryDialingCode: '+84', mobileNum: '912345678', balance: 5_000_000 },
    { username: 'vnplayer', password: 'player1234', nickname: 'Người chơi', countryDialingCode: '+84', mobileNum: '912345679', balance: 250_000 },
  ],
};

export const MERCHANT_SEEDS: readonly MerchantSeed[] = [VN_MERCHANT];

const DAY = 24 * 60 * 60 * 1000;

function seedMerchant(gw: GatewayContext, seed: MerchantSeed, firstBannerId: number, firstPromotionId: number): void {
  const now = gw.now();
  const banner = gw.db.prepare(
    'INSERT INTO banners (id, group_name, title, sort, linkage_type, link_url, width, height, merchant) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  let bannerId = firstBannerId;
  for (const [group, titles] of Object.entries(seed.banners)) {
    titles?.forEach((title, sort) =>
      banner.run(bannerId++, group, title, sort, sort === 0 ? 1 : null, sort === 0 ? '/promotions' : null, BANNER_WIDTH, BANNER_HEIGHT, seed.code),
    );
  }
  const promotion = gw.db.prepare(
    'INSERT INTO promotions (id, category, title, content, raffle, start_time, end_time, sort, merchant) VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?)',
  );
  seed.promotions.forEach((p, sort) => promotion.run(firstPromotionId + sort, p.category, p.title, p.content, now - 10 * DAY, now + 30 * DAY, sort, seed.code));
  setSetting(gw.db, 'switches', seed.switches, seed.code);
  setSetting(gw.db, 'registerRules', seed.registerRules, seed.code);
  setSetting(gw.db, 'defaultCountryDialingCode', seed.dialingCode, seed.code);
  if (seed.signUpBonus !== undefined)
    setSetting(
      gw.db,
      ABUSE_POLICY_SETTING,
      { ...DEFAULT_ABUSE_POLICY, signupBonus: { ...DEFAULT_ABUSE_POLICY.signupBonus, amount: seed.signUpBonus * 100 } },
      seed.code,
    );
  for (const account of seed.accounts) {
    const id = insertMember(gw, {
      username: account.username,
      passwordHash: seedPasswordHash(account.password),
      nickname: account.nickname,
      countryDialingCode: account.countryDialingCode,
      mobileNum: account.mobileNum,
      merchant: seed.code,
      firstLogin: false,
    });
    postEntries(gw, id, [{ wallet: 'MAIN', amount: account.balance * 100, kind: 'deposit' }]);
  }
}

/**
 * Seeds each merchant once per database, apart from the platform's seed, so a database made
 * before a merchant was added (`.data/`) gets it on the next start.
 */
export function seedMerchantsIfMissing(gw: GatewayContext): void {
  MERCHANT_SEEDS.forEach((seed, index) => {
    if (gw.db.prepare("SELECT 1 FROM kv WHERE scope = ? AND key = 'seeded'").get(seed.code)) return;
    gw.db.transaction(() => {
      seedMerchant(gw, seed, 10_000 * (index + 1), 1_000 * (index + 1));
      gw.db.prepare("INSERT INTO kv (scope, key, value) VALUES (?, 'seeded', ?)").run(seed.code, JSON.stringify(gw.now()));
    })();
  });
}
