import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, endpoints, platformDate, platformDayStart } from '@portal/api-contract';
import { call, login } from '../testing/client';
import { memberId } from '../testing/cashier';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
let token: string;
beforeEach(async () => {
  h = createHarness();
  token = await login(h, 'demo', 'demo1234');
});
afterEach(() => h.dispose());

interface Bet {
  id: number;
  gameType: string;
  vendor: string;
  stake: number;
  validTurnover: number;
  payout: number | null;
  winLoss: number | null;
  outcome: string;
  createTime: number;
}
interface BetPage {
  list: Bet[];
  total: number;
  totals: { count: number; stake: number; validTurnover: number; payout: number; winLoss: number };
}
const cents = (n: number) => Math.round(n * 100);

async function allBets(input: Record<string, unknown>): Promise<BetPage & { all: Bet[] }> {
  const all: Bet[] = [];
  let first: BetPage | undefined;
  for (let pageNo = 1; ; pageNo++) {
    const res = await call<BetPage>(h, endpoints.betRecords, { ...input, pageNo, pageSize: 200 }, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    first ??= res.body.value;
    all.push(...res.body.value.list);
    if (res.body.value.list.length < 200) break;
  }
  return { ...first!, all };
}

describe('records of the seeded demo member', () => {
  it('90 days of bets in every outcome, newest first', async () => {
    const page = await allBets({});
    expect(page.total).toBeGreaterThan(1000);
    expect(new Set(page.all.map((b) => b.outcome))).toEqual(new Set(['won', 'lost', 'void', 'pending']));
    const times = page.all.map((b) => b.createTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(h.clock.now - 90 * DAY_MS);
  });

  it('betting record filtered by date and category equals the stored bets, with totals for the whole filter', async () => {
    const startTime = h.clock.now - 30 * DAY_MS;
    const endTime = h.clock.now - 10 * DAY_MS;
    const page = await allBets({ startTime, endTime, gameType: 'LIVE' });
    const stored = h.db
      .prepare<unknown[], { id: number; stake: number; payout: number; status: string }>(
        "SELECT b.id, b.stake, b.payout, b.status FROM bets b JOIN games g ON g.id = b.game_id WHERE b.member_id = ? AND g.category = 'LIVE' AND b.created_at BETWEEN ? AND ? ORDER BY b.created_at DESC, b.id DESC",
      )
      .all(memberId(h, 'demo'), startTime, endTime);
    expect(stored.length).toBeGreaterThan(10);
    expect(page.all.map((b) => b.id)).toEqual(stored.map((b) => b.id));
    expect(page.all.every((b) => b.gameType === 'LIVE')).toBe(true);
    const settled = stored.filter((b) => b.status === 'settled');
    expect(page.totals.count).toBe(stored.length);
    expect(cents(page.totals.stake)).toBe(stored.reduce((s, b) => s + b.stake, 0));
    expect(cents(page.totals.validTurnover)).toBe(settled.reduce((s, b) => s + b.stake, 0));
    expect(cents(page.totals.winLoss)).toBe(settled.reduce((s, b) => s + b.payout - b.stake, 0));
    expect(cents(page.totals.winLoss)).toBe(page.all.reduce((s, b) => s + cents(b.winLoss ?? 0), 0));
  });

  it('status and vendor filters', async () => {
    const won = await allBets({ status: 'won' });
    expect(won.all.every((b) => b.outcome === 'won' && (b.payout ?? 0) > b.stake)).toBe(true);
    const voided = await allBets({ status: 'void' });
    expect(voided.total).toBeGreaterThan(0);
    expect(voided.all.every((b) => b.outcome === 'void' && b.validTurnover === 0 && b.winLoss === 0)).toBe(true);
    expect(voided.totals.validTurnover).toBe(0);
    const pending = await allBets({ status: 'pending' });
    expect(pending.all.every((b) => b.outcome === 'pending' && b.payout === null)).toBe(true);
    const vendor = won.all[0].vendor;
    const byVendor = await allBets({ vendor });
    expect(byVendor.total).toBeGreaterThan(0);
    expect(byVendor.all.every((b) => b.vendor === vendor)).toBe(true);
  });

  it('refuses a range over 90 days naming endTime', async () => {
    const res = await call(h, endpoints.betRecords, { startTime: 0, endTime: 91 * DAY_MS }, { token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('invalid_request: endTime');
  });

  it('account record: categories, signed amounts, balance after = running sum, totals for the filter', async () => {
    const id = memberId(h, 'demo');
    const res = await call<{
      list: { id: number; category: string; amount: number; balanceAfter: number }[];
      total: number;
      totals: { count: number; credit: number; debit: number; net: number };
    }>(h, endpoints.transactionDetail, { pageSize: 200, category: 'withdrawal,deposit' }, { token });
    const v = res.body.value;
    expect(new Set(v.list.map((e) => e.category))).toEqual(new Set(['deposit', 'withdrawal']));
    for (const e of v.list) {
      const running = h.db.prepare<unknown[], { n: number }>('SELECT SUM(amount) AS n FROM ledger WHERE member_id = ? AND id <= ?').get(id, e.id)!.n;
      expect(cents(e.balanceAfter)).toBe(running);
    }
    const stored = h.db
      .prepare<unknown[], { count: number; net: number }>(
        "SELECT COUNT(*) AS count, SUM(amount) AS net FROM ledger WHERE member_id = ? AND kind IN ('deposit', 'withdrawal', 'withdrawal_return')",
      )
      .get(id)!;
    expect(v.totals.count).toBe(stored.count);
    expect(v.total).toBe(stored.count);
    expect(cents(v.totals.net)).toBe(stored.net);
    expect(cents(v.totals.credit) + cents(v.totals.debit)).toBe(stored.net);
    expect(v.list.some((e) => e.amount < 0) && v.list.some((e) => e.amount > 0)).toBe(true);
    const all = await call<{ totals: { net: number } }>(h, endpoints.transactionDetail, {}, { token });
    expect(cents(all.body.value.totals.net)).toBe(h.db.prepare<unknown[], { n: number }>('SELECT SUM(amount) AS n FROM ledger WHERE member_id = ?').get(id)!.n);
  });

  it('profit and loss for a seeded period equals the sums over the ledger, day by day', async () => {
    const id = memberId(h, 'demo');
    const endDate = platformDate(h.clock.now);
    const startDate = platformDate(h.clock.now - 59 * DAY_MS);
    const res = await call<{
      days: { date: string; deposits: number; withdrawals: number; stakes: number; payouts: number; bonuses: number; net: number }[];
      totals: { deposits: number; withdrawals: number; stakes: number; payouts: number; bonuses: number; net: number };
    }>(h, endpoints.profitLoss, { startDate, endDate }, { token });
    const { days, totals } = res.body.value;
    expect(days).toHaveLength(60);
    expect(days[0].date).toBe(startDate);
    const from = platformDayStart(startDate);
    const to = platformDayStart(endDate) + DAY_MS;
    const sum = (kinds: string[]) =>
      h.db
        .prepare<unknown[], { n: number }>(
          `SELECT COALESCE(SUM(amount), 0) AS n FROM ledger WHERE member_id = ? AND created_at >= ? AND created_at < ? AND kind IN (${kinds.map(() => '?').join(',')})`,
        )
        .get(id, from, to, ...kinds)!.n;
    expect(cents(totals.deposits)).toBe(sum(['deposit']));
    expect(cents(totals.withdrawals)).toBe(-sum(['withdrawal', 'withdrawal_return']));
    expect(cents(totals.stakes)).toBe(-sum(['bet', 'refund']));
    expect(cents(totals.payouts)).toBe(sum(['payout']));
    expect(cents(totals.bonuses)).toBe(sum(['bonus', 'signup_bonus', 'raffle', 'trial_credit']));
    expect(cents(totals.net)).toBe(cents(totals.payouts) + cents(totals.bonuses) - cents(totals.stakes));
    expect(days.reduce((s, d) => s + cents(d.net), 0)).toBe(cents(totals.net));
    expect(totals.stakes).toBeGreaterThan(0);
    // One day checked on its own.
    const busy = days.find((d) => d.stakes > 0)!;
    const dayFrom = platformDayStart(busy.date);
    const stakes = h.db
      .prepare<unknown[], { n: number }>(
        "SELECT -COALESCE(SUM(amount), 0) AS n FROM ledger WHERE member_id = ? AND created_at >= ? AND created_at < ? AND kind IN ('bet', 'refund')",
      )
      .get(id, dayFrom, dayFrom + DAY_MS)!;
    expect(cents(busy.stakes)).toBe(stakes.n);
  });

  it('the deposit and withdrawal histories show every status', async () => {
    const deposits = await call<{ list: { status: string }[] }>(h, endpoints.depositOrders, { pageSize: 100 }, { token });
    expect(new Set(deposits.body.value.list.map((d) => d.status))).toEqual(new Set(['credited', 'expired', 'failed']));
    const withdrawals = await call<{ list: { status: string }[] }>(h, endpoints.withdrawals, { pageSize: 100 }, { token });
    expect(new Set(withdrawals.body.value.list.map((w) => w.status))).toEqual(new Set(['received', 'rejected', 'returned', 'paid', 'pending_review']));
  });
});
