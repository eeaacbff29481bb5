import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_KEY, endpoints } from '@portal/api-contract';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { call, login } from '../testing/client';
import { createHarness, type Harness } from '../testing/harness';
import { VN_MERCHANT } from '../seed/merchants';
import { VN_CHANNELS } from '../seed/payment-channels';

const VN = { Merchant: 'VN001', Language: 'VI' };

/** CRC16/CCITT-FALSE, as the EMV QR standard (VietQR's too) asks for its field 63. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
const PT = { Merchant: 'PT001', Language: 'PT' };

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.dispose());

describe('per-merchant data (VN001)', () => {
  it('serves the merchant its own banners, and the platform banners to a merchant without its own', async () => {
    const vn = await call<{ title: string }[]>(h, endpoints.bannerList, { groupName: 'w_home' }, { headers: VN });
    expect(vn.body.value.map((b) => b.title)).toEqual(VN_MERCHANT.banners.w_home);
    const pt = await call<{ title: string }[]>(h, endpoints.bannerList, { groupName: 'w_home' }, { headers: PT });
    expect(pt.body.value.map((b) => b.title)).toContain('Welcome Bonus 100%');
    expect(pt.body.value.map((b) => b.title)).not.toContain(VN_MERCHANT.banners.w_home![0]);
    // A group VN001 has none of its own falls back to the platform's.
    const fish = await call<{ title: string }[]>(h, endpoints.bannerList, { groupName: 'w_fish' }, { headers: VN });
    expect(fish.body.value).toHaveLength(1);
  });

  it('serves the merchant its own promotions; a raffle of another merchant cannot be claimed', async () => {
    const vn = await call<{ id: number; title: string }[]>(h, endpoints.promotions, {}, { headers: VN });
    expect(vn.body.value.map((p) => p.title)).toEqual(VN_MERCHANT.promotions.map((p) => p.title));
    const pt = await call<{ id: number; title: string; raffle: unknown }[]>(h, endpoints.promotions, {}, { headers: PT });
    expect(pt.body.value.map((p) => p.title)).not.toContain(VN_MERCHANT.promotions[0]!.title);
    const raffle = pt.body.value.find((p) => p.raffle)!;
    const token = await login(h, 'vndemo', 'demo1234', {}, VN);
    const claim = await call(h, endpoints.raffleClaim, { promotionId: raffle.id }, { headers: VN, token });
    expect(claim.body.success).toBe(false);
    expect(claim.body.message).toBe('not_found');
  });

  it('has its own switches (mobile registration on, free play off) and register rules', async () => {
    const settings = await call<{ switches: Record<string, boolean>; rules: Record<string, { required: boolean; acceptedPattern: string }> }>(
      h,
      endpoints.registerSettings,
      {},
      { headers: VN },
    );
    expect(settings.body.value.switches).toMatchObject({ MOBILENUMREG3: true, FREEPLAY3: false });
    expect(settings.body.value).toMatchObject({ defaultCountryDialingCode: '+84' });
    expect(settings.body.value.rules.mobileNum).toMatchObject({ required: true, acceptedPattern: '^0?[0-9]{9}$' });
    const freePlay = await call(h, endpoints.freePlayLogin, { os: 'Linux' }, { headers: VN });
    expect(freePlay.body.message).toBe(ERROR_KEY.featureDisabled);
    const ptFreePlay = await call(h, endpoints.freePlayLogin, { os: 'Linux' }, { headers: PT });
    expect(ptFreePlay.body.success).toBe(true);
  });

  it('names its sign-up bonus (1000 VND) in the register settings and credits it; the platform’s is 100.00', async () => {
    const vn = await call<{ signUpBonus: number | null }>(h, endpoints.registerSettings, {}, { headers: VN });
    expect(vn.body.value.signUpBonus).toBe(1000);
    const pt = await call<{ signUpBonus: number | null }>(h, endpoints.registerSettings, {}, { headers: PT });
    expect(pt.body.value.signUpBonus).toBe(100);
    const registered = await call<{ token: string }>(
      h,
      endpoints.register,
      { username: 'vnbonus1', password: 'secret12', confirmPassword: 'secret12', mobileNum: '912300001', countryDialingCode: '+84', registerMethod: 'WEB' },
      { headers: VN },
    );
    const balance = await call<{ sumBalance: number }>(h, endpoints.balance, {}, { headers: VN, token: registered.body.value.token });
    expect(balance.body.value.sumBalance).toBe(1000);
  });

  it('its register banner promises the sign-up bonus it pays (1.000 ₫), in the brand’s money format', async () => {
    const bonus = (await call<{ signUpBonus: number }>(h, endpoints.registerSettings, {}, { headers: VN })).body.value.signUpBonus;
    const banners = await call<{ title: string }[]>(h, endpoints.bannerList, { groupName: 'w_reg' }, { headers: VN });
    const vnd = `${new Intl.NumberFormat('vi-VN').format(bonus)} ₫`;
    expect(vnd).toBe('1.000 ₫');
    expect(banners.body.value.map((b) => b.title)).toEqual([`Đăng ký nhận ${vnd}`]);
  });

  it('offers its market’s deposit channels: VietQR bank transfer, MoMo and ZaloPay, tens of thousands to millions of đồng; Brazil keeps PIX, TED and PicPay', async () => {
    const token = await login(h, 'vndemo', 'demo1234', {}, VN);
    type Channel = { channelId: string; type: string; name: string; min: number; max: number; quickAmounts: number[] };
    const vn = (await call<{ channels: Channel[] }>(h, endpoints.paymentChannels, {}, { headers: VN, token })).body.value.channels;
    expect(vn.map((c) => [c.channelId, c.type, c.name])).toEqual([
      ['vietqr', 'BANK_TRANSFER', 'VietQR'],
      ['momo', 'E_WALLET', 'MoMo'],
      ['zalopay', 'E_WALLET', 'ZaloPay'],
    ]);
    for (const c of vn) {
      expect(c.min).toBeGreaterThanOrEqual(10_000);
      expect(c.min).toBeLessThan(100_000);
      expect(c.max).toBeGreaterThanOrEqual(1_000_000);
      expect(c.quickAmounts.every((q) => q >= c.min && q <= c.max)).toBe(true);
    }
    const demo = await login(h, 'demo', 'demo1234', {}, PT);
    const pt = (await call<{ channels: Channel[] }>(h, endpoints.paymentChannels, {}, { headers: PT, token: demo })).body.value.channels;
    expect(pt.map((c) => [c.type, c.name])).toEqual([
      ['PIX', 'PIX'],
      ['BANK_TRANSFER', 'TED'],
      ['E_WALLET', 'PicPay'],
    ]);
    // Another market's channel is no channel here.
    const pix = await call(h, endpoints.depositCreate, { channelId: 'pix', amount: 100_000 }, { headers: VN, token });
    expect(pix.body.message).toBe('invalid_request: channelId');
    const momo = await call(h, endpoints.depositCreate, { channelId: 'momo', amount: 100 }, { headers: PT, token: demo });
    expect(momo.body.message).toBe('invalid_request: channelId');
    const small = await call<{ limit: number }>(h, endpoints.depositCreate, { channelId: 'vietqr', amount: 10_000 }, { headers: VN, token });
    expect(small.body).toMatchObject({ message: 'amount_below_min', value: { limit: VN_CHANNELS[0]!.min / 100 } });
  });

  it('a VietQR order carries the code a bank app scans: NAPAS, the bank’s BIN, the account, whole đồng and the reference, with a valid CRC', async () => {
    const token = await login(h, 'vndemo', 'demo1234', {}, VN);
    type Bank = {
      type: string;
      bankName: string;
      bankCode: string;
      branch: string | null;
      accountNumber: string;
      holderDocument: string | null;
      reference: string;
      qrPayload: string;
    };
    const order = await call<{ orderId: string; channelName: string; instructions: Bank }>(
      h,
      endpoints.depositCreate,
      { channelId: 'vietqr', amount: 250_000 },
      { headers: VN, token },
    );
    const ins = order.body.value.instructions;
    expect(order.body.value.channelName).toBe('VietQR');
    expect(ins).toMatchObject({
      type: 'BANK_TRANSFER',
      bankName: 'Vietcombank',
      bankCode: '970436',
      branch: null,
      holderDocument: null,
      reference: order.body.value.orderId,
    });
    const code = ins.qrPayload;
    expect(code.startsWith('000201010212')).toBe(true);
    expect(code).toContain('0010A000000727');
    expect(code).toContain(`0006970436${'01'}${String(ins.accountNumber.length).padStart(2, '0')}${ins.accountNumber}`);
    expect(code).toContain('0208QRIBFTTA');
    expect(code).toContain('5303704');
    expect(code).toContain('5406250000');
    expect(code).toContain('5802VN');
    expect(code).toContain(`08${String(ins.reference.length).padStart(2, '0')}${ins.reference}`);
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
    // An e-wallet order names the wallet chosen.
    const momo = await call<{ instructions: { walletName: string } }>(
      h,
      endpoints.depositCreate,
      { channelId: 'momo', amount: 100_000 },
      { headers: VN, token },
    );
    expect(momo.body.value.instructions.walletName).toBe('MoMo');
  });

  it('funds its demo accounts in VND (whole dong, stored as cents) and keeps them to its own brand', async () => {
    const token = await login(h, 'vndemo', 'demo1234', {}, VN);
    const balance = await call<{ sumBalance: number }>(h, endpoints.balance, {}, { headers: VN, token });
    expect(balance.body.value.sumBalance).toBe(5_000_000);
    const cents = h.db
      .prepare<
        unknown[],
        {
          total: number;
        }
      >("SELECT SUM(amount) AS total FROM ledger JOIN members m ON m.id = ledger.member_id WHERE m.username = 'vndemo'")
      .get()!;
    expect(cents.total).toBe(500_000_000);
    // The VN account is unknown on the PT brand: the same answer as a wrong password.
    const elsewhere = await call(h, endpoints.login, { username: 'vndemo', password: 'demo1234' }, { headers: PT });
    expect(elsewhere.body.success).toBe(false);
    expect(elsewhere.body.message).toBe(ERROR_KEY.loginFailed);
    // Platform accounts ('*') log in on every brand.
    await expect(login(h, 'demo', 'demo1234', {}, VN)).resolves.toBeTruthy();
  });
});

describe('a database made before per-merchant data', () => {
  it('gets the merchant columns and the merchant seed on the next start, keeping its data', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-old-'));
    createHarness({ dir, ownsDir: false }).close();
    // Turn it back into a database of before: no VN001 data, no merchant columns (the ledger's
    // delete guard is lifted for this only; opening the database puts it back).
    const old = new Database(join(dir, 'gateway.db'));
    old.exec(`DELETE FROM banners WHERE merchant <> '*'; DELETE FROM promotions WHERE merchant <> '*';
      DROP TRIGGER ledger_no_delete; DELETE FROM ledger WHERE member_id IN (SELECT id FROM members WHERE merchant = 'VN001');
      DELETE FROM members WHERE merchant = 'VN001'; DELETE FROM kv WHERE scope = 'VN001';
      DELETE FROM payment_channels WHERE merchant <> '*'; ALTER TABLE payment_channels DROP COLUMN merchant;
      ALTER TABLE banners DROP COLUMN merchant; ALTER TABLE promotions DROP COLUMN merchant;`);
    const platformBanners = old.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM banners').get()!.n;
    old.close();

    const reopened = createHarness({ dir, ownsDir: true });
    try {
      expect(reopened.db.prepare("SELECT COUNT(*) AS n FROM banners WHERE merchant = '*'").get()).toEqual({ n: platformBanners });
      expect(reopened.db.prepare("SELECT COUNT(*) AS n FROM members WHERE merchant = 'VN001'").get()).toEqual({ n: VN_MERCHANT.accounts.length });
      expect(reopened.db.prepare("SELECT COUNT(*) AS n FROM banners WHERE merchant = 'VN001'").get()).toEqual({
        n: Object.values(VN_MERCHANT.banners).flat().length,
      });
      expect(reopened.db.prepare("SELECT id FROM payment_channels WHERE merchant = 'VN001' ORDER BY sort").pluck().all()).toEqual(VN_CHANNELS.map((c) => c.id));
    } finally {
      reopened.dispose();
    }
  });
});
