import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERROR_KEY, endpoints } from '@portal/api-contract';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { call, login } from '../testing/client';
import { createHarness, type Harness } from '../testing/harness';
import { VN_MERCHANT } from '../seed/merchants';

const VN = { Merchant: 'VN001', Language: 'VI' };
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
    } finally {
      reopened.dispose();
    }
  });
});
