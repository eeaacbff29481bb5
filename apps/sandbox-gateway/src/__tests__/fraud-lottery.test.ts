import { afterEach, describe, expect, it } from 'vitest';
import { endpoints, type LotteryMenu } from '@portal/api-contract';
import { call, gamePost, login, openGame } from '../testing/client';
import { memberId } from '../testing/cashier';
import { createHarness, type Harness } from '../testing/harness';

/** The lottery's stake limits hold on the server, as the slot's do (docs/product/games-and-play.md "Lotteries"). */
let h: Harness;
afterEach(() => h?.dispose());

const LOTTERY = { vassalage: 'VNLOTT', lottoGameCode: 'VNLOTT_001', launchMode: 'LOTT', lottoArea: 'VN' };

describe('the lottery maximum stake', () => {
  it('a bet above 10,000.00 is refused with the limit and moves nothing; the limit is declared in the menus and on the bet form', async () => {
    h = createHarness();
    const token = await login(h, 'player1', 'player1234');
    expect((await h.operator('POST', '/sandbox/members/player1/deposit', { amount: 60_000 })).body.success).toBe(true);
    const id = memberId(h, 'player1');
    const ledger = () =>
      h.db.prepare<unknown[], { n: number; total: number }>('SELECT COUNT(*) AS n, SUM(amount) AS total FROM ledger WHERE member_id = ?').get(id)!;
    const game = await openGame(h, token, LOTTERY);
    const before = ledger();
    for (const stake of [10_000.01, 50_000, 1_000_000]) {
      const refused = await gamePost(h, game.session, '/sandbox/games/lottery/bet', { selection: 'digit:7', stake });
      expect(refused.body).toMatchObject({ success: false, message: 'bet_above_maximum', value: { maxBet: 10_000 } });
    }
    expect(ledger()).toEqual(before);
    expect(h.db.prepare("SELECT COUNT(*) FROM bets WHERE member_id = ? AND kind = 'lottery'").pluck().get(id)).toBe(0);
    expect((await gamePost(h, game.session, '/sandbox/games/lottery/bet', { selection: 'digit:7', stake: 10_000 })).body.success).toBe(true);

    // Declared where a client can show it: every lottery game of the menus, and the demo bet form.
    const menus = await call<LotteryMenu[]>(h, endpoints.vnLotteryMenus, {});
    for (const g of menus.body.value.flatMap((m) => m.gameMenus)) expect(g).toMatchObject({ minBet: expect.any(Number), maxBet: 10_000 });
    expect(game.html).toContain('max="10000"');
    expect(game.html).toContain('One bet: 0.50 to 10,000.00');
    expect(game.html).toContain("r.message === 'bet_above_maximum'");
  });
});
