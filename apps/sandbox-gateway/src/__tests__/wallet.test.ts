import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '@portal/api-contract';
import { call, gamePost, login, openGame } from '../testing/client';
import { createSession } from '../domain/sessions';
import { createHarness, type Harness } from '../testing/harness';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.dispose());

const memberId = (username: string) => h.db.prepare<unknown[], { id: number }>('SELECT id FROM members WHERE username = ?').get(username)!.id;
const ledgerSum = (id: number) => h.db.prepare<unknown[], { n: number }>('SELECT COALESCE(SUM(amount), 0) AS n FROM ledger WHERE member_id = ?').get(id)!.n;

/** Lowest running balance per wallet over the ledger in insertion order. */
function lowestRunningBalance(id: number): number {
  const rows = h.db.prepare<unknown[], { wallet: string; amount: number }>('SELECT wallet, amount FROM ledger WHERE member_id = ? ORDER BY id').all(id);
  const running = new Map<string, number>();
  let lowest = Infinity;
  for (const r of rows) {
    const next = (running.get(r.wallet) ?? 0) + r.amount;
    running.set(r.wallet, next);
    lowest = Math.min(lowest, next);
  }
  return lowest;
}

describe('ledger wallet', () => {
  it('50 concurrent bets and transfers on one account: balance = ledger sum, never negative', async () => {
    // 100.00 in MAIN; a session of its own (a login with the default password may only change it).
    const token = createSession(h.gw, memberId('weak'));
    const { session } = await openGame(h, token, { nodeId: 1001, vassalage: 'PG' });
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? gamePost(h, session, '/sandbox/games/spin', { stake: 7 }, randomUUID()).then((r) => r.body)
          : call(h, endpoints.walletTransfer, { from: 'MAIN', to: i % 4 === 1 ? 'PG' : 'JILI', amount: 7 }, { token }).then((r) => r.body),
      ),
    );
    for (const r of results) {
      if (!r.success) expect(r.message).toBe('insufficient_balance');
    }
    expect(results.some((r) => r.success)).toBe(true);
    expect(results.some((r) => !r.success)).toBe(true);

    const id = memberId('weak');
    const balance = await call<{ sumBalance: number; wallets: { wallet: string; balance: number }[] }>(h, endpoints.balance, {}, { token });
    expect(Math.round(balance.body.value.sumBalance * 100)).toBe(ledgerSum(id));
    expect(balance.body.value.wallets.every((w) => w.balance >= 0)).toBe(true);
    expect(lowestRunningBalance(id)).toBeGreaterThanOrEqual(0);
    const spins = results.filter((r, i) => i % 2 === 0 && r.success).length;
    expect(h.db.prepare<unknown[], { n: number }>("SELECT COUNT(*) AS n FROM bets WHERE member_id = ? AND kind = 'slot'").get(id)!.n).toBe(spins);
  });

  it('the ledger is append-only', () => {
    expect(() => h.db.prepare('UPDATE ledger SET amount = 1').run()).toThrow(/append-only/);
    expect(() => h.db.prepare('DELETE FROM ledger').run()).toThrow(/append-only/);
  });

  it('replays the first outcome for the same Idempotency-Key and payload; 422 for another payload', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const id = memberId('demo');
    const before = ledgerSum(id);
    const key = randomUUID();
    const first = await call<{ transactionId: string }>(h, endpoints.walletTransfer, { from: 'MAIN', to: 'EVO', amount: 50 }, { token, idempotencyKey: key });
    const again = await call<{ transactionId: string }>(h, endpoints.walletTransfer, { from: 'MAIN', to: 'EVO', amount: 50 }, { token, idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(h.db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM ledger WHERE ref = ?').get(first.body.value.transactionId)!.n).toBe(2);
    expect(ledgerSum(id)).toBe(before);

    const other = await call(h, endpoints.walletTransfer, { from: 'MAIN', to: 'EVO', amount: 51 }, { token, idempotencyKey: key });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe('idempotency_key_reused');

    // A failed move is replayed as the same failure, and moves nothing.
    const big = randomUUID();
    const failed = await call(h, endpoints.walletTransfer, { from: 'EVO', to: 'MAIN', amount: 1_000_000 }, { token, idempotencyKey: big });
    expect(failed.body.message).toBe('insufficient_balance');
    await call(h, endpoints.walletTransfer, { from: 'MAIN', to: 'EVO', amount: 1_000 }, { token });
    expect((await call(h, endpoints.walletTransfer, { from: 'EVO', to: 'MAIN', amount: 1_000_000 }, { token, idempotencyKey: big })).body).toEqual(failed.body);

    // Without a key the move is refused.
    const noKey = await h.json('POST', endpoints.walletTransfer.path, {
      body: { from: 'MAIN', to: 'EVO', amount: 1 },
      headers: { Authorization: token, Merchant: 'TEST' },
    });
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toContain('Idempotency-Key');
  });

  it('keys are per member: the same key from another member is a new move', async () => {
    const key = randomUUID();
    const demo = await login(h, 'demo', 'demo1234');
    const agent = await login(h, 'agent', 'agent1234');
    expect((await call(h, endpoints.walletTransfer, { from: 'MAIN', to: 'PG', amount: 1 }, { token: demo, idempotencyKey: key })).body.success).toBe(true);
    expect((await call(h, endpoints.walletTransfer, { from: 'MAIN', to: 'PG', amount: 2 }, { token: agent, idempotencyKey: key })).body.success).toBe(true);
  });

  it('points convert and raffle claim move money once', async () => {
    const token = await login(h, 'demo', 'demo1234');
    const key = randomUUID();
    const a = await call<{ amount: number }>(h, endpoints.pointsConvert, { points: 1000, password: 'demo1234' }, { token, idempotencyKey: key });
    expect(a.body.value.amount).toBe(10);
    const b = await call(h, endpoints.pointsConvert, { points: 1000, password: 'demo1234' }, { token, idempotencyKey: key });
    expect(b.body).toEqual(a.body);
    expect((await call<{ points: number }>(h, endpoints.pointsBalance, {}, { token })).body.value.points).toBe(4000);
    expect((await call(h, endpoints.pointsConvert, { points: 1000, password: 'wrong' }, { token })).body.message).toBe('password_error');
    expect((await call(h, endpoints.raffleClaim, { promotionId: 4 }, { token })).body.success).toBe(true);
    expect((await call(h, endpoints.raffleClaim, { promotionId: 4 }, { token })).body.message).toBe('already_claimed');
  });
});

describe('ledger wallet across processes', () => {
  it('two processes draining one account on one database file never overdraw it', async () => {
    const { spawn } = await import('node:child_process');
    const { fileURLToPath } = await import('node:url');
    const { dirname, join } = await import('node:path');
    const here = dirname(fileURLToPath(import.meta.url));
    const script = join(here, '../testing/hammer.ts');
    const tsconfig = join(here, '../../tsconfig.json');
    const dbPath = h.dbPath;
    h.close(); // the harness connection must not hold the file meanwhile
    const run = () =>
      new Promise<{ ok: number; refused: number }>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', script, dbPath, 'weak', '20', '7'], {
          env: { ...process.env, TSX_TSCONFIG_PATH: tsconfig },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (err += d));
        child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop()!)) : reject(new Error(err))));
      });
    const [a, b] = await Promise.all([run(), run()]);
    h = h.restart();
    const id = memberId('weak');
    // 100.00 in MAIN, 7.00 per transfer: exactly 14 succeed in total, whichever process wins.
    expect(a.ok + b.ok).toBe(14);
    expect(a.refused + b.refused).toBe(26);
    expect(ledgerSum(id)).toBe(100_00);
    expect(lowestRunningBalance(id)).toBeGreaterThanOrEqual(0);
    const main = h.db.prepare<unknown[], { n: number }>("SELECT SUM(amount) AS n FROM ledger WHERE member_id = ? AND wallet = 'MAIN'").get(id)!.n;
    expect(main).toBe(100_00 - 14 * 7_00);
  }, 60_000);
});
