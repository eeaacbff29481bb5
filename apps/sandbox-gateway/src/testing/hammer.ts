/**
 * A separate process hammering one account with wallet transfers through the HTTP app, for the
 * multi-process concurrency test: `node --import tsx hammer.ts <dbPath> <username> <count> <amount> [transfer|deposit]`.
 * `deposit` creates PIX deposit orders instead (the responsible-gaming deposit limit refuses them
 * with `rg_deposit_limit_reached`). Prints `{ ok, refused }` as JSON.
 */
import { randomUUID } from 'node:crypto';
import { endpoints } from '@portal/api-contract';
import { createGateway } from '../app';
import { TEST_PASSWORD_COST_LOG2 } from './harness';
import { memberByUsername } from '../domain/members';
import { createSession } from '../domain/sessions';

const [dbPath, username, count, amount, move = 'transfer'] = process.argv.slice(2);
const deposit = move === 'deposit';
// The test's cost (its members' hashes were made at it): at the served 2^17 every password check would also rehash.
const gateway = createGateway({ dbPath, passwordCostLog2: TEST_PASSWORD_COST_LOG2 });
const member = memberByUsername(gateway.gw, username);
if (!member) throw new Error(`no member ${username}`);
const token = createSession(gateway.gw, member.id);
let ok = 0;
let refused = 0;
for (let i = 0; i < Number(count); i++) {
  const ep = deposit ? endpoints.depositCreate : endpoints.walletTransfer;
  const res = await gateway.app.request(ep.path, {
    method: ep.method,
    headers: { Authorization: token, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(deposit ? { channelId: 'pix', amount: Number(amount) } : { from: 'MAIN', to: i % 2 ? 'PG' : 'JILI', amount: Number(amount) }),
  });
  const body = (await res.json()) as { success: boolean; message: string };
  if (body.success) ok++;
  else if (body.message === (deposit ? 'rg_deposit_limit_reached' : 'insufficient_balance')) refused++;
  else throw new Error(`unexpected ${res.status} ${body.message}`);
}
gateway.close();
console.log(JSON.stringify({ ok, refused }));
