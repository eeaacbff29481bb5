import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { type Bonus, type ClaimableReward, type Invitee, endpoints } from '@portal/api-contract';
import { turnoverOf } from '../domain/turnover';
import { call, login } from '../testing/client';
import { ledgerSum, memberId } from '../testing/cashier';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
afterEach(() => h.dispose());

const DAY = 24 * 60 * 60 * 1000;
let seq = 0;

/** Each member is a different person on its own client (one sign-up bonus per client, no referral reward between accounts of one client). */
const clientOf = (m: { client: string }) => ({ 'X-Forwarded-For': m.client });

/** Moves the clock on; sessions do not last that long, so the member logs in again (from its own client). */
async function later(m: { username: string; token: string; client: string }, ms: number) {
  h.clock.advance(ms);
  m.token = await login(h, m.username, 'reward1234', {}, clientOf(m));
}

/** A fresh member registered through the API (optionally with an invitation code) from a client of its own; returns its name and token. */
async function register(extra: Record<string, unknown> = {}) {
  const n = seq++;
  const username = `rw${Date.now().toString(36).slice(-5)}${n}`;
  const client = `198.51.100.${(n % 250) + 1}`;
  const res = await call<{ token: string }>(
    h,
    endpoints.register,
    { username, password: 'reward1234', confirmPassword: 'reward1234', ...extra },
    { headers: { 'X-Forwarded-For': client } },
  );
  expect(res.body.success, res.body.message ?? '').toBe(true);
  h.clock.advance(1000);
  return { username, token: res.body.value.token, id: memberId(h, username), client };
}

const rewards = async (token: string) => (await call<ClaimableReward[]>(h, endpoints.rewardList, {}, { token })).body.value;
const reward = async <K extends ClaimableReward['kind']>(token: string, kind: K) =>
  (await rewards(token)).find((r): r is Extract<ClaimableReward, { kind: K }> => r.kind === kind)!;
const claim = (token: string, kind: string, idempotencyKey?: string) =>
  call<{ amount: number; bonusId: number; sumBalance: number }>(h, endpoints.rewardClaim, { kind }, { token, idempotencyKey });
const bonuses = async (token: string) =>
  (await call<{ list: Bonus[]; totals: { active: number; turnoverOwed: number } }>(h, endpoints.bonusList, { pageSize: 100 }, { token })).body.value;
const spins = (username: string, count: number, stake: number, games = 1) => h.operator('POST', `/sandbox/members/${username}/spins`, { count, stake, games });
const ledgerRows = (id: number, kind: string) =>
  h.db.prepare<unknown[], { amount: number; ref: string }>('SELECT amount, ref FROM ledger WHERE member_id = ? AND kind = ?').all(id, kind);

describe('reward centre', () => {
  it('daily check-in: credited once a day into the ledger, the account record and the bonus list; the streak climbs and resets after a missed day', async () => {
    h = createHarness();
    const m = await register();
    const before = ledgerSum(h, m.id);
    const checkin = await reward(m.token, 'checkin');
    expect(checkin).toMatchObject({ claimable: true, amount: 1, streak: 0, nextClaimAt: null });

    const key = randomUUID();
    const first = await claim(m.token, 'checkin', key);
    expect(first.body).toMatchObject({ success: true, value: { amount: 1 } });
    // The same key again: the stored outcome, no second credit. Another key: already claimed.
    expect((await claim(m.token, 'checkin', key)).body).toEqual(first.body);
    expect((await claim(m.token, 'checkin')).body).toMatchObject({ success: false, message: 'already_claimed' });
    expect(ledgerRows(m.id, 'reward_checkin')).toHaveLength(1);
    expect(ledgerSum(h, m.id)).toBe(before + 100);

    const record = await call<{ list: { type: string; category: string; amount: number }[] }>(
      h,
      endpoints.transactionDetail,
      { category: 'bonus' },
      { token: m.token },
    );
    expect(record.body.value.list[0]).toMatchObject({ type: 'reward_checkin', category: 'bonus', amount: 1 });
    const list = await bonuses(m.token);
    expect(list.list[0]).toMatchObject({ source: 'checkin', amount: 1, turnoverRequired: 1, turnoverDone: 0, status: 'active' });
    // Its 1× requirement on top of the sign-up bonus's (100.00 × 3).
    expect(turnoverOf(h.gw, m.id).remaining).toBe(300_00 + 100);

    const after = await reward(m.token, 'checkin');
    expect(after).toMatchObject({ claimable: false, streak: 1 });
    expect(after.nextClaimAt).toBeGreaterThan(h.clock.now);

    await later(m, DAY);
    expect(await reward(m.token, 'checkin')).toMatchObject({ claimable: true, streak: 1, amount: 1 });
    await claim(m.token, 'checkin');
    await later(m, DAY);
    expect(await reward(m.token, 'checkin')).toMatchObject({ streak: 2, amount: 2 });
    await later(m, 2 * DAY); // a day missed
    expect(await reward(m.token, 'checkin')).toMatchObject({ streak: 0, amount: 1, claimable: true });
  });

  it('rebate: 0.5 % of the valid turnover since the last claim, paid once; nothing to claim below the minimum', async () => {
    h = createHarness();
    const m = await register();
    expect((await claim(m.token, 'rebate')).body).toMatchObject({ success: false, message: 'not_claimable' });
    await spins(m.username, 10, 2); // 20.00 of turnover → 0.10
    h.clock.advance(1000);
    expect(await reward(m.token, 'rebate')).toMatchObject({ validTurnover: 20, amount: 0.1, claimable: true, rate: 0.005 });
    expect((await claim(m.token, 'rebate')).body).toMatchObject({ success: true, value: { amount: 0.1 } });
    expect(await reward(m.token, 'rebate')).toMatchObject({ validTurnover: 0, amount: 0, claimable: false });
    expect((await claim(m.token, 'rebate')).body).toMatchObject({ success: false, message: 'not_claimable' });
    expect(ledgerRows(m.id, 'reward_rebate').map((r) => r.amount)).toEqual([10]);
  });

  it('level-up gifts: one per level reached, lowest first, each once', async () => {
    h = createHarness();
    const m = await register();
    expect(await reward(m.token, 'levelup')).toMatchObject({ currentLevel: 1, giftLevel: 2, amount: 5, claimable: false });
    expect((await claim(m.token, 'levelup')).body.message).toBe('not_claimable');
    expect((await h.operator('POST', `/sandbox/members/${m.username}/level`, { level: 3 })).status).toBe(200);
    expect((await claim(m.token, 'levelup')).body.value.amount).toBe(5);
    expect((await claim(m.token, 'levelup')).body.value.amount).toBe(10);
    expect(await reward(m.token, 'levelup')).toMatchObject({ giftLevel: 4, amount: 20, claimable: false });
    expect(ledgerRows(m.id, 'reward_levelup').map((r) => r.ref)).toEqual([`levelup:${m.id}:2`, `levelup:${m.id}:3`]);
  });

  it('a trial account cannot claim or invite', async () => {
    h = createHarness();
    const res = await call<{ token: string }>(h, endpoints.freePlayLogin, { os: 'linux' });
    const token = res.body.value.token;
    expect((await claim(token, 'checkin')).body.message).toBe('in_need_true_account');
    expect((await call(h, endpoints.referralInfo, {}, { token })).body.message).toBe('in_need_true_account');
    expect((await rewards(token)).every((r) => !r.claimable)).toBe(true);
  });
});

describe('concurrent claims', () => {
  it('50 concurrent check-in claims (distinct keys and repeated keys) credit exactly once', async () => {
    h = createHarness();
    const m = await register();
    const before = ledgerSum(h, m.id);
    const keys = Array.from({ length: 10 }, () => randomUUID());
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => claim(m.token, 'checkin', i % 2 ? keys[i % 10] : undefined)));
    const ok = results.filter((r) => r.body.success);
    for (const r of results) if (!r.body.success) expect(r.body.message).toBe('already_claimed');
    // Every success is the same claim answered again under its key.
    expect(new Set(ok.map((r) => r.body.value.bonusId)).size).toBe(1);
    expect(ledgerRows(m.id, 'reward_checkin')).toHaveLength(1);
    expect(ledgerSum(h, m.id)).toBe(before + 100);
    expect(h.db.prepare<unknown[], { n: number }>("SELECT COUNT(*) AS n FROM bonuses WHERE member_id = ? AND source = 'checkin'").get(m.id)!.n).toBe(1);
  });

  it('50 concurrent rebate, level-up and mission claims mixed: each reward paid once, ledger = balance', async () => {
    h = createHarness();
    const m = await register();
    await spins(m.username, 10, 5, 3); // 50.00 of turnover on 3 games: rebate 0.25, missions 1 and 3 complete
    await h.operator('POST', `/sandbox/members/${m.username}/level`, { level: 2 });
    h.clock.advance(1000);
    const before = ledgerSum(h, m.id);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 3 === 0
          ? claim(m.token, 'rebate')
          : i % 3 === 1
            ? claim(m.token, 'levelup')
            : call<{ amount: number }>(h, endpoints.missionClaim, { missionId: i % 2 ? 1 : 3 }, { token: m.token }),
      ),
    );
    for (const r of results) if (!r.body.success) expect(['not_claimable', 'already_claimed']).toContain(r.body.message);
    expect(results.filter((r) => r.body.success)).toHaveLength(4);
    expect(ledgerRows(m.id, 'reward_rebate').map((r) => r.amount)).toEqual([25]);
    expect(ledgerRows(m.id, 'reward_levelup').map((r) => r.amount)).toEqual([500]);
    expect(
      ledgerRows(m.id, 'mission_reward')
        .map((r) => r.amount)
        .sort(),
    ).toEqual([500, 800]);
    expect(ledgerSum(h, m.id)).toBe(before + 25 + 500 + 500 + 800);
    const balance = await call<{ sumBalance: number }>(h, endpoints.balance, {}, { token: m.token });
    expect(Math.round(balance.body.value.sumBalance * 100)).toBe(ledgerSum(h, m.id));
  });
});

describe('missions', () => {
  it('a completed mission is claimed once; the badge count drops; an unfinished one is refused', async () => {
    h = createHarness();
    const m = await register();
    const summary = async () =>
      (await call<{ count: number; missions: { id: number; status: string }[] }>(h, endpoints.missionSummary, {}, { token: m.token })).body.value;
    expect((await summary()).count).toBe(3);
    expect((await call(h, endpoints.missionClaim, { missionId: 1 }, { token: m.token })).body.message).toBe('not_claimable');
    await spins(m.username, 10, 1);
    expect((await summary()).missions.find((x) => x.id === 1)?.status).toBe('completed');
    const res = await call<{ count: number; amount: number }>(h, endpoints.missionClaim, { missionId: 1 }, { token: m.token });
    expect(res.body.value).toMatchObject({ amount: 5, count: 2 });
    expect(await summary()).toMatchObject({ count: 2 });
    expect((await summary()).missions.find((x) => x.id === 1)?.status).toBe('claimed');
    expect((await call(h, endpoints.missionClaim, { missionId: 1 }, { token: m.token })).body.message).toBe('already_claimed');
    expect((await call(h, endpoints.missionClaim, { missionId: 99 }, { token: m.token })).body.message).toBe('not_found');
    expect((await bonuses(m.token)).list[0]).toMatchObject({ source: 'mission', title: 'Place 10 bets', amount: 5 });
    // Ten bets put the member on the leaderboard behind everyone with more (the seeded players).
    const board = (await call<{ list: { score: number }[]; myRank: number | null }>(h, endpoints.missionLeaderboard, { count: 5 }, { token: m.token })).body
      .value;
    const more = h.db
      .prepare<
        unknown[],
        {
          n: number;
        }
      >("SELECT COUNT(*) AS n FROM (SELECT member_id FROM bets WHERE status = 'settled' GROUP BY member_id HAVING COUNT(*) > 10)")
      .get()!.n;
    expect(board.list).toHaveLength(5);
    expect(board.myRank).toBeGreaterThan(more);
    const fresh = await register();
    expect((await call<{ myRank: number | null }>(h, endpoints.missionLeaderboard, {}, { token: fresh.token })).body.value.myRank).toBeNull();
  });
});

describe('bonuses', () => {
  it('operator grant: credited with its turnover requirement; progress from later bets; completed, expired and forfeited', async () => {
    h = createHarness();
    const m = await register();
    const grant = (body: Record<string, unknown>) => h.operator('POST', '/sandbox/bonuses', { username: m.username, title: 'Welcome', ...body });
    const owedBefore = turnoverOf(h.gw, m.id).remaining;
    const a = (await grant({ amount: 10, turnoverMultiplier: 3 })).body.value as { id: number };
    expect(turnoverOf(h.gw, m.id).remaining).toBe(owedBefore + 3000);
    h.clock.advance(1000);
    const b = (await grant({ amount: 5, turnoverMultiplier: 10, validDays: 1 })).body.value as { id: number };
    h.clock.advance(1000);
    const c = (await grant({ amount: 2, turnoverMultiplier: 50 })).body.value as { id: number };
    h.clock.advance(1000);
    await spins(m.username, 6, 5); // 30.00
    h.clock.advance(1000);
    let list = await bonuses(m.token);
    const byId = (id: number) => list.list.find((x) => x.id === id)!;
    expect(byId(a.id)).toMatchObject({ status: 'completed', turnoverRequired: 30, turnoverDone: 30, title: 'Welcome', source: 'operator' });
    expect(byId(b.id)).toMatchObject({ status: 'active', turnoverRequired: 50, turnoverDone: 30 });
    // Besides the sign-up bonus (300.00, 30.00 of it played).
    expect(list.totals).toMatchObject({ active: 3, turnoverOwed: 20 + 70 + 270 });
    expect((await h.operator('POST', `/sandbox/bonuses/${c.id}/forfeit`)).body.value).toMatchObject({ status: 'forfeited' });
    expect((await h.operator('POST', `/sandbox/bonuses/${c.id}/forfeit`)).status).toBe(409);
    expect((await h.operator('POST', `/sandbox/bonuses/${a.id}/forfeit`)).status).toBe(409);
    await later(m, DAY);
    list = await bonuses(m.token);
    expect(byId(b.id)).toMatchObject({ status: 'expired', turnoverDone: 30 });
    expect(byId(c.id)).toMatchObject({ status: 'forfeited' });
    const active = await call<{ list: Bonus[] }>(h, endpoints.bonusList, { status: 'completed' }, { token: m.token });
    expect(active.body.value.list.map((x) => x.id)).toEqual([a.id]);
    expect(ledgerRows(m.id, 'bonus').map((r) => r.amount)).toEqual([1000, 500, 200]);
    expect((await h.operator('POST', '/sandbox/bonuses', { username: m.username, title: 'x', amount: -1 })).status).toBe(400);
  });
});

describe('invite friends', () => {
  it('a friend registers with the invitation code, shows in the list, qualifies by depositing and playing, and the inviter claims the reward once', async () => {
    h = createHarness();
    const inviter = await register();
    const info = await call<{ code: string; invited: number }>(h, endpoints.referralInfo, {}, { token: inviter.token });
    const code = info.body.value.code;
    expect(code).toMatch(/^R[A-Z0-9]{7}$/);
    expect((await call(h, endpoints.referralInfo, {}, { token: inviter.token })).body.value).toMatchObject({ code, invited: 0 });
    expect((await call(h, endpoints.affiliateCheck, { code: code.toLowerCase() })).body.success).toBe(true);
    expect(
      (await call(h, endpoints.register, { username: 'nobodyx1', password: 'reward1234', confirmPassword: 'reward1234', affiliateCode: 'RZZZZZZZ' })).body
        .message,
    ).toBe('invitation_code_error');

    const friend = await register({ affiliateCode: code });
    const invitees = async () => (await call<{ list: Invitee[] }>(h, endpoints.referralInvitees, {}, { token: inviter.token })).body.value.list;
    expect(await invitees()).toEqual([
      {
        userName: `${friend.username.slice(0, 2)}***${friend.username.slice(-1)}`,
        registerTime: expect.any(Number),
        status: 'registered',
        validTurnover: 0,
        reward: 0,
      },
    ]);
    // The friend is not put in the agent tree.
    expect(h.db.prepare<unknown[], { upline_id: number | null }>('SELECT upline_id FROM members WHERE id = ?').get(friend.id)!.upline_id).toBeNull();
    expect((await claim(inviter.token, 'referral')).body.message).toBe('not_claimable');

    // The friend's own money qualifies it: a deposit, then the turnover (docs/product/rewards.md "Invite friends").
    expect((await h.operator('POST', `/sandbox/members/${friend.username}/deposit`, { amount: 50 })).status).toBe(200);
    h.clock.advance(1000);
    await spins(friend.username, 10, 5);
    h.clock.advance(1000);
    expect((await invitees())[0]).toMatchObject({ status: 'qualified', validTurnover: 50 });
    expect(await reward(inviter.token, 'referral')).toMatchObject({ friends: 1, amount: 10, claimable: true });
    const results = await Promise.all(Array.from({ length: 20 }, () => claim(inviter.token, 'referral')));
    expect(results.filter((r) => r.body.success)).toHaveLength(1);
    expect((await invitees())[0]).toMatchObject({ status: 'rewarded', reward: 10 });
    expect((await call(h, endpoints.referralInfo, {}, { token: inviter.token })).body.value).toMatchObject({ invited: 1, qualified: 1, earned: 10 });
    expect(ledgerRows(inviter.id, 'reward_referral').map((r) => r.amount)).toEqual([1000]);
  });

  it('mobile registration takes the invitation code too, and an agent code still makes the agent the upline', async () => {
    h = createHarness();
    const agentRegistered = await register({ affiliateCode: 'AGENT01' });
    expect(h.db.prepare<unknown[], { upline_id: number }>('SELECT upline_id FROM members WHERE id = ?').get(agentRegistered.id)!.upline_id).toBe(
      memberId(h, 'agent'),
    );
    expect(h.db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM referrals').get()!.n).toBe(0);
    const token = await login(h, 'demo', 'demo1234');
    const code = (await call<{ code: string }>(h, endpoints.referralInfo, {}, { token })).body.value.code;
    h.clock.advance(1000);
    await call(h, endpoints.smsRegister, { countryDialingCode: '+55', mobileNo: '11988887777' });
    const sms = (await h.operator('GET', '/sandbox/sms?mobile=%2B5511988887777')).body.value as { code: string }[];
    const res = await call(h, endpoints.mobileRegister, {
      mobileNum: '11988887777',
      countryDialingCode: '+55',
      verificationCode: sms[0].code,
      password: 'reward1234',
      confirmPassword: 'reward1234',
      referralCode: code,
    });
    expect(res.body.success, res.body.message ?? '').toBe(true);
    expect((await call<{ list: Invitee[] }>(h, endpoints.referralInvitees, {}, { token })).body.value.list).toHaveLength(1);
  });
});
