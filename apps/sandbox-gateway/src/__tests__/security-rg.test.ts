import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RG_SESSION_BREAK_MS, endpoints } from '@portal/api-contract';
import { call, gamePost, login, openGame } from '../testing/client';
import { balanceCents, memberId } from '../testing/cashier';
import { createHarness, type Harness } from '../testing/harness';

/**
 * Responsible gaming is enforced where the money moves. Every stake a
 * game server takes checks the member's exclusion, time-out and session limit at that moment, not
 * only when the portal makes its next call; a time-out voids the launch tickets not opened yet.
 */
let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.dispose());

const SLOT = { nodeId: 1002, vassalage: 'PG' };
const spin = (session: string) => gamePost(h, session, '/sandbox/games/spin', { stake: 1 });
const LOTTERY = { vassalage: 'VNLOTT', lottoGameCode: 'VNLOTT_001', launchMode: 'LOTT', lottoArea: 'VN' };

describe('a time-out stops games already handed out', () => {
  it('a launch ticket issued before the time-out and opened after it takes no bet', async () => {
    const token = await login(h, 'player1', 'player1234');
    const launched = await call<{ game_url: string }>(h, endpoints.launchGame, SLOT, { token });
    expect(launched.body.success).toBe(true);
    // A second device of the same member holds a ticket too.
    const other = await login(h, 'player1', 'player1234');
    const otherTicket = await call<{ game_url: string }>(h, endpoints.launchGame, SLOT, { token: other });
    expect((await call(h, endpoints.rgExclude, { kind: 'time_out', duration: '24h' }, { token })).body.success).toBe(true);

    for (const url of [launched.body.value.game_url, otherTicket.body.value.game_url]) {
      const page = await h.call('GET', url);
      expect(page.status).toBe(410);
      expect(await page.text()).not.toContain('const SESSION');
    }
  });

  it('a game session that outlives the exclusion (an exclusion set by the operator’s back office) takes no spin and no lottery bet', async () => {
    const token = await login(h, 'player1', 'player1234');
    const slot = await openGame(h, token, SLOT);
    const lottery = await openGame(h, token, LOTTERY);
    expect((await spin(slot.session)).status).toBe(200);
    const before = await balanceCents(h, token);
    // Written beside the sessions, as a national self-exclusion register's import would: no session is touched.
    h.db
      .prepare("INSERT INTO rg_exclusions (member_id, kind, duration, starts_at, ends_at) VALUES (?, 'self_exclusion', '1y', ?, ?)")
      .run(memberId(h, 'player1'), h.clock.now, h.clock.now + 365 * 86_400_000);

    const refused = await spin(slot.session);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('rg_self_excluded');
    const bet = await gamePost(h, lottery.session, '/sandbox/games/lottery/bet', { selection: 'big', stake: 1 });
    expect(bet.status).toBe(403);
    expect(bet.body.message).toBe('rg_self_excluded');
    const id = memberId(h, 'player1');
    expect(h.db.prepare('SELECT COALESCE(SUM(amount), 0) FROM ledger WHERE member_id = ?').pluck().get(id)).toBe(before);
  });
});

describe('the session time limit inside an open game', () => {
  it('the first spin after the limit is refused, ends the sessions and starts the break, without any call of the portal', async () => {
    // player1's seeded sessions and bets (online a minute ago) are a play session of their own: a pause ends it.
    h.clock.advance(RG_SESSION_BREAK_MS);
    const token = await login(h, 'player1', 'player1234');
    expect((await call(h, endpoints.rgSessionLimitSet, { minutes: 5 }, { token })).body.success).toBe(true);
    const start = h.clock.now;
    const game = await openGame(h, token, SLOT);
    expect((await spin(game.session)).status).toBe(200);
    h.clock.advance(4 * 60_000);
    expect((await spin(game.session)).status).toBe(200);
    const before = h.db.prepare('SELECT COUNT(*) FROM bets WHERE member_id = ?').pluck().get(memberId(h, 'player1'));

    h.clock.advance(60_000);
    const over = await spin(game.session);
    expect(over.status).toBe(401);
    expect(over.body).toMatchObject({ message: 'rg_session_limit_reached', value: { kind: 'session_break', until: start + 35 * 60_000 } });
    expect(h.db.prepare('SELECT COUNT(*) FROM bets WHERE member_id = ?').pluck().get(memberId(h, 'player1'))).toBe(before);
    // The game and the portal session are over; the break refuses a new login.
    expect((await spin(game.session)).body.message).toBe('game_session_expired');
    expect((await call(h, endpoints.balance, {}, { token })).status).toBe(401);
    expect((await call(h, endpoints.login, { username: 'player1', password: 'player1234' })).body.message).toBe('rg_session_break');
  });
});
