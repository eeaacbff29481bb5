import { afterEach, describe, expect, it } from 'vitest';
import { RG_SESSION_BREAK_MS, endpoints, type RgSession, type WithdrawalQuote } from '@portal/api-contract';
import { insertPayoutAccount } from '../domain/payout-accounts';
import { seedPaymentPassword } from '../domain/payment-password';
import { seedPasswordHash } from '../seed/seed-passwords';
import { call, gamePost, login, openGame } from '../testing/client';
import { createDeposit, ledgerSum, lowestRunningBalance, memberId, paidCallback, sendCallback } from '../testing/cashier';
import { createHarness, type Harness } from '../testing/harness';

/**
 * Responsible gaming against a player who wants out or wants more play (docs/product/responsible-gaming.md):
 * a self-excluded or timed-out player's own money always leaves, and the session time limit is
 * the player's clock, not a login's.
 */
let h: Harness;
afterEach(() => h?.dispose());

const MINUTE = 60_000;
const SLOT = { nodeId: 1001, vassalage: 'PG', language: 'PT' };

/** A new player with a payment password and a PIX key, who deposits 500.00 and (unless told not to) is given 110.00 of bonuses to play through. */
async function depositorWithBonuses(username: string, bonuses = true): Promise<{ token: string; id: number; account: number }> {
  expect((await h.operator('POST', '/sandbox/members', { username, password: 'player1234' })).body.success).toBe(true);
  const id = memberId(h, username);
  seedPaymentPassword(h.gw, id, seedPasswordHash('123456'));
  const account = insertPayoutAccount(h.gw, id, {
    type: 'PIX',
    holder_name: 'Rita Gomes',
    bank_code: null,
    branch: null,
    pix_key_type: 'CPF',
    number: '39053344705',
  });
  const token = await login(h, username, 'player1234');
  const order = await createDeposit(h, token, 500);
  expect((await sendCallback(h, paidCallback(h, order.orderId, 500))).body.success).toBe(true);
  for (const [amount, title] of bonuses
    ? ([
        [100, 'Welcome bonus'],
        [10, 'Check-in'],
      ] as const)
    : []) {
    expect((await h.operator('POST', '/sandbox/bonuses', { username, amount, turnoverMultiplier: 10, title })).body.success).toBe(true);
  }
  return { token, id, account };
}

const quoteOf = async (token: string) => (await call<WithdrawalQuote>(h, endpoints.withdrawalQuote, {}, { token })).body.value;

describe('a self-excluded or timed-out player can always withdraw what is theirs', () => {
  for (const exclusion of [
    { kind: 'self_exclusion', duration: '5y', key: 'rg_self_excluded' },
    { kind: 'time_out', duration: '24h', key: 'rg_time_out_active' },
  ] as const) {
    it(`${exclusion.kind}: deposit 500, exclude before playing: a withdraw-only session, the 500.00 deposited leaves, the 110.00 of bonuses stays`, async () => {
      h = createHarness();
      const { token, id, account } = await depositorWithBonuses(`rgout${exclusion.duration}`);
      // Before: the deposit's turnover holds all of it, as for any player.
      expect(await quoteOf(token)).toMatchObject({ balance: 610, withdrawable: 0 });
      expect((await call(h, endpoints.rgExclude, { kind: exclusion.kind, duration: exclusion.duration }, { token })).body.success).toBe(true);

      const refused = await call<{ withdrawOnlyToken?: string }>(h, endpoints.login, { username: `rgout${exclusion.duration}`, password: 'player1234' });
      expect(refused.body).toMatchObject({ success: false, message: exclusion.key, value: { kind: exclusion.kind } });
      const only = refused.body.value.withdrawOnlyToken!;
      expect(only).toEqual(expect.any(String));
      expect(await quoteOf(only)).toMatchObject({ balance: 610, withdrawable: 500 });
      // Still no play and no money in.
      expect((await call(h, endpoints.launchGame, SLOT, { token: only })).status).toBe(403);

      const before = ledgerSum(h, id);
      const taken = await call(h, endpoints.withdrawalCreate, { payoutAccountId: account, amount: 500, paymentPassword: '123456' }, { token: only });
      expect(taken.body.success, taken.body.message ?? '').toBe(true);
      expect(ledgerSum(h, id)).toBe(before - 500_00);
      // The bonus money is not the player's: it stays while its turnover is unmet.
      const more = await call(h, endpoints.withdrawalCreate, { payoutAccountId: account, amount: 20, paymentPassword: '123456' }, { token: only });
      expect(more.body).toMatchObject({ success: false, message: 'amount_above_withdrawable', value: { limit: 0 } });
      // The deposit's turnover left with it; the bonuses' (110.00 × 10) stays to be played.
      expect(await quoteOf(only)).toMatchObject({ balance: 110, withdrawable: 0, turnoverShortfall: 1_100 });
      if (exclusion.kind === 'time_out') {
        h.clock.advance(24 * 60 * MINUTE);
        const back = await login(h, `rgout${exclusion.duration}`, 'player1234');
        expect(await quoteOf(back)).toMatchObject({ balance: 110, withdrawable: 0, turnoverShortfall: 1_100 });
      }
    });
  }

  it('20 concurrent withdrawals of a withdraw-only session take out at most the deposited money, each once', async () => {
    h = createHarness();
    const { token, id, account } = await depositorWithBonuses('rgconc01');
    expect((await call(h, endpoints.rgExclude, { kind: 'self_exclusion', duration: '1y' }, { token })).body.success).toBe(true);
    const only = (await call<{ withdrawOnlyToken?: string }>(h, endpoints.login, { username: 'rgconc01', password: 'player1234' })).body.value
      .withdrawOnlyToken!;
    const before = ledgerSum(h, id);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(h, endpoints.withdrawalCreate, { payoutAccountId: account, amount: 150, paymentPassword: '123456' }, { token: only }),
      ),
    );
    const ok = results.filter((r) => r.body.success).length;
    expect(ok).toBe(3); // 3 × 150.00 of the 500.00 deposited; a fourth would take bonus money
    for (const r of results.filter((x) => !x.body.success)) expect(r.body.message).toBe('amount_above_withdrawable');
    expect(ledgerSum(h, id)).toBe(before - ok * 150_00);
    expect(h.db.prepare('SELECT COUNT(*) FROM withdrawals WHERE member_id = ?').pluck().get(id)).toBe(ok);
    expect(lowestRunningBalance(h, id)).toBeGreaterThanOrEqual(0);
    // Each withdrawal took its amount off the deposit's turnover once: 1,600.00 − 450.00.
    expect((await quoteOf(only)).turnoverShortfall).toBe(1_150);
  });
});

describe('a withdrawal the operator refuses puts back the turnover it released', () => {
  const withdrawOnly = async (username: string) =>
    (await call<{ withdrawOnlyToken?: string }>(h, endpoints.login, { username, password: 'player1234' })).body.value.withdrawOnlyToken!;
  const operate = (id: string, action: string) =>
    h.operator('POST', `/sandbox/withdrawals/${id}/${action}`, action === 'reject' || action === 'return' ? { reason: 'Payout account closed' } : undefined);

  for (const ending of ['reject', 'return'] as const) {
    it(`${ending}: 500.00 deposited and withdrawn unplayed during a time-out comes back with its turnover, so after the time-out it is played before it leaves`, async () => {
      h = createHarness();
      const username = `rgback${ending}`;
      const { token, id, account } = await depositorWithBonuses(username, false);
      expect((await call(h, endpoints.rgExclude, { kind: 'time_out', duration: '24h' }, { token })).body.success).toBe(true);
      const only = await withdrawOnly(username);
      expect(await quoteOf(only)).toMatchObject({ balance: 500, withdrawable: 500, turnoverShortfall: 500 });
      const taken = await call<{ withdrawalId: string }>(
        h,
        endpoints.withdrawalCreate,
        { payoutAccountId: account, amount: 500, paymentPassword: '123456' },
        { token: only },
      );
      expect(taken.body.success, taken.body.message ?? '').toBe(true);
      expect(await quoteOf(only)).toMatchObject({ balance: 0, turnoverShortfall: 0 });

      const withdrawalId = taken.body.value.withdrawalId;
      if (ending === 'return') for (const step of ['approve', 'pay']) expect((await operate(withdrawalId, step)).body.success).toBe(true);
      expect((await operate(withdrawalId, ending)).body.success).toBe(true);
      expect(ledgerSum(h, id)).toBe(500_00);
      // Still timed out: the money is the player's to take out again; its turnover is back on the counter.
      expect(await quoteOf(only)).toMatchObject({ balance: 500, withdrawable: 500, turnoverShortfall: 500 });

      h.clock.advance(24 * 60 * MINUTE);
      const back = await login(h, username, 'player1234');
      expect(await quoteOf(back)).toMatchObject({ balance: 500, withdrawable: 0, turnoverShortfall: 500 });
      const unplayed = await call(h, endpoints.withdrawalCreate, { payoutAccountId: account, amount: 500, paymentPassword: '123456' }, { token: back });
      expect(unplayed.body).toMatchObject({ success: false, message: 'amount_above_withdrawable', value: { limit: 0 } });
    });
  }

  it('10 parallel rejections and returns of one withdrawal: one refund, its turnover put back once', async () => {
    h = createHarness();
    const { token, id, account } = await depositorWithBonuses('rgbackpar', false);
    expect((await call(h, endpoints.rgExclude, { kind: 'self_exclusion', duration: '1y' }, { token })).body.success).toBe(true);
    const only = await withdrawOnly('rgbackpar');
    const taken = await call<{ withdrawalId: string }>(
      h,
      endpoints.withdrawalCreate,
      { payoutAccountId: account, amount: 300, paymentPassword: '123456' },
      { token: only },
    );
    expect(taken.body.success).toBe(true);
    const withdrawalId = taken.body.value.withdrawalId;
    expect((await operate(withdrawalId, 'approve')).body.success).toBe(true);
    expect(await quoteOf(only)).toMatchObject({ balance: 200, turnoverShortfall: 200 });

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => operate(withdrawalId, i % 2 === 0 ? 'reject' : 'return')));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    for (const refused of answers.filter((a) => !a.body.success)) expect(refused.body.message).toBe('invalid_status');
    expect(ledgerSum(h, id)).toBe(500_00);
    expect(h.db.prepare("SELECT COUNT(*) FROM ledger WHERE member_id = ? AND kind = 'withdrawal_return'").pluck().get(id)).toBe(1);
    expect(await quoteOf(only)).toMatchObject({ balance: 500, turnoverShortfall: 500 });
  });
});

describe('the session time limit is the player’s clock, not a login’s', () => {
  it('logging in again before the limit and playing in the new session’s game does not restart the clock', async () => {
    h = createHarness();
    expect((await h.operator('POST', '/sandbox/members', { username: 'rgclock1', password: 'player1234' })).body.success).toBe(true);
    expect((await h.operator('POST', '/sandbox/members/rgclock1/deposit', { amount: 100 })).body.success).toBe(true);
    const start = h.clock.now;
    const first = await login(h, 'rgclock1', 'player1234');
    expect((await call(h, endpoints.rgSessionLimitSet, { minutes: 20 }, { token: first })).body.success).toBe(true);
    h.clock.advance(15 * MINUTE);

    // A second login (another device) 15 minutes in: its game and its summary run on the same clock.
    const second = await login(h, 'rgclock1', 'player1234');
    const summary = (await call<RgSession>(h, endpoints.rgSession, {}, { token: second })).body.value;
    expect(summary).toMatchObject({ startedAt: start, playedMs: 15 * MINUTE, endsAt: start + 20 * MINUTE });
    const game = await openGame(h, second, SLOT);
    expect((await gamePost(h, game.session, '/sandbox/games/spin', { stake: 1 })).body.success).toBe(true);
    const bets = () => h.db.prepare('SELECT COUNT(*) FROM bets WHERE member_id = ?').pluck().get(memberId(h, 'rgclock1'));
    const placed = bets();

    h.clock.advance(6 * MINUTE);
    const over = await gamePost(h, game.session, '/sandbox/games/spin', { stake: 1 });
    expect(over.status).toBe(401);
    expect(over.body).toMatchObject({
      message: 'rg_session_limit_reached',
      value: { kind: 'session_break', until: start + 21 * MINUTE + RG_SESSION_BREAK_MS },
    });
    expect(bets()).toBe(placed);
    // Every session ended; a third login waits for the break.
    expect((await call(h, endpoints.balance, {}, { token: first })).status).toBe(401);
    expect((await call(h, endpoints.login, { username: 'rgclock1', password: 'player1234' })).body.message).toBe('rg_session_break');
    // After the break a new play session starts, with the whole limit.
    h.clock.advance(RG_SESSION_BREAK_MS);
    const after = await login(h, 'rgclock1', 'player1234');
    expect((await call<RgSession>(h, endpoints.rgSession, {}, { token: after })).body.value).toMatchObject({ playedMs: 0 });
  });

  it('logging out and in again after a pause shorter than the break keeps the clock; a pause of the break starts a new one', async () => {
    h = createHarness();
    expect((await h.operator('POST', '/sandbox/members', { username: 'rgclock2', password: 'player1234' })).body.success).toBe(true);
    const start = h.clock.now;
    const first = await login(h, 'rgclock2', 'player1234');
    expect((await call(h, endpoints.rgSessionLimitSet, { minutes: 30 }, { token: first })).body.success).toBe(true);
    h.clock.advance(10 * MINUTE);
    expect((await call(h, endpoints.logout, {}, { token: first })).body.success).toBe(true);
    h.clock.advance(RG_SESSION_BREAK_MS - MINUTE);
    const back = await login(h, 'rgclock2', 'player1234');
    // 39 minutes since the first login, 29 of them paused: over the 30-minute limit.
    const ended = await call(h, endpoints.balance, {}, { token: back });
    expect(ended.status).toBe(401);
    expect(ended.body.message).toBe('rg_session_limit_reached');

    h.clock.advance(RG_SESSION_BREAK_MS);
    const fresh = await login(h, 'rgclock2', 'player1234');
    const summary = (await call<RgSession>(h, endpoints.rgSession, {}, { token: fresh })).body.value;
    expect(summary.startedAt).toBeGreaterThan(start);
    expect(summary.playedMs).toBe(0);
  });
});
