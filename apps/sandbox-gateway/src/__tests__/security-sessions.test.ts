import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { setPasswordHash } from '../domain/auth';
import { hashPassword } from '../domain/crypto';
import { call, gamePost, login, openGame } from '../testing/client';
import { createHarness, type Harness } from '../testing/harness';

/** Game sessions end with the portal session: no spin is accepted after logout. */
let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.dispose());

const spin = (session: string) => gamePost(h, session, '/sandbox/games/spin', { stake: 1 });

describe('game sessions end with the portal session', () => {
  it('logout ends the games launched from that session, not those of another device', async () => {
    const phone = await login(h, 'demo', 'demo1234');
    const laptop = await login(h, 'demo', 'demo1234');
    const onPhone = await openGame(h, phone, { nodeId: 1002, vassalage: 'PG' });
    const onLaptop = await openGame(h, laptop, { nodeId: 1002, vassalage: 'PG' });
    expect((await spin(onPhone.session)).status).toBe(200);

    expect((await call(h, endpoints.logout, {}, { token: phone })).status).toBe(200);

    const after = await spin(onPhone.session);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('game_session_expired');
    expect((await spin(onLaptop.session)).status).toBe(200);
  });

  it('a launch ticket not yet opened dies with the logout too', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const launched = await call<{ game_url: string }>(h, endpoints.launchGame, { nodeId: 1002, vassalage: 'PG' }, { token });
    await call(h, endpoints.logout, {}, { token });
    expect((await h.call('GET', launched.body.value.game_url)).status).toBe(410);
  });

  it('a password change ends every game and chat session of the member, on every device', async () => {
    const phone = await login(h, 'demo', 'demo1234');
    const laptop = await login(h, 'demo', 'demo1234');
    const onPhone = await openGame(h, phone, { nodeId: 1002, vassalage: 'PG' });
    const onLaptop = await openGame(h, laptop, { nodeId: 1002, vassalage: 'PG' });
    const lottery = await openGame(h, laptop, { vassalage: 'VNLOTT', lottoGameCode: 'VNLOTT_001', launchMode: 'LOTT', lottoArea: 'VN' });

    const changed = await call(
      h,
      endpoints.changePassword,
      { oldPassword: 'demo1234', newPassword: 'fresh1234', confirmNewPassword: 'fresh1234' },
      { token: phone },
    );
    expect(changed.body.success).toBe(true);

    expect((await spin(onPhone.session)).status).toBe(401);
    expect((await spin(onLaptop.session)).status).toBe(401);
    const state = await h.call('GET', '/sandbox/games/lottery/state', { headers: { 'X-Game-Session': lottery.session } });
    expect(state.status).toBe(401);
    // The new password's session plays again.
    const fresh = await login(h, 'demo', 'fresh1234');
    expect((await spin((await openGame(h, fresh, { nodeId: 1002, vassalage: 'PG' })).session)).status).toBe(200);
  });

  it('"sign out other devices" ends the games of the other sessions and keeps this one\'s', async () => {
    const phone = await login(h, 'demo', 'demo1234');
    const laptop = await login(h, 'demo', 'demo1234');
    const onPhone = await openGame(h, phone, { nodeId: 1002, vassalage: 'PG' });
    const onLaptop = await openGame(h, laptop, { nodeId: 1002, vassalage: 'PG' });
    const res = await call<{ revoked: number }>(h, endpoints.signOutOtherSessions, {}, { token: laptop });
    expect(res.body.success).toBe(true);
    expect((await spin(onPhone.session)).status).toBe(401);
    expect((await spin(onLaptop.session)).status).toBe(200);
  });

  it('a reset by phone (password set without the old one) ends the games as well', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const game = await openGame(h, token, { nodeId: 1002, vassalage: 'PG' });
    const member = h.db.prepare<unknown[], number>("SELECT id FROM members WHERE username = 'demo'").pluck().get()!;
    setPasswordHash(h.gw, member, await hashPassword('other1234'));
    expect((await spin(game.session)).status).toBe(401);
  });
});
