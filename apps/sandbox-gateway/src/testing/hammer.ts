/**
 * A separate process hammering one account with wallet transfers through the HTTP app, for the
 * multi-process concurrency test: `node --import tsx hammer.ts <dbPath> <username> <count> <amount>`.
 * Prints `{ ok, refused }` as JSON.
 */
import { randomUUID } from 'node:crypto';
import { endpoints } from '@portal/api-contract';
import { createGateway } from '../app';
import { memberByUsername } from '../domain/members';
import { createSession } from '../domain/sessions';

const [dbPath, username, count, amount] = process.argv.slice(2);
const gateway = createGateway({ dbPath });
const member = memberByUsername(gateway.gw, username);
if (!member) throw new Error(`no member ${username}`);
const token = createSession(gateway.gw, member.id);
let ok = 0;
let refused = 0;
for (let i = 0; i < Number(count); i++) {
  const res = await gateway.app.request(endpoints.walletTransfer.path, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ from: 'MAIN', to: i % 2 ? 'PG' : 'JILI', amount: Number(amount) }),
  });
  const body = (await res.json()) as { success: boolean; message: string };
  if (body.success) ok++;
  else if (body.message === 'insufficient_balance') refused++;
  else throw new Error(`unexpected ${res.status} ${body.message}`);
}
gateway.close();
console.log(JSON.stringify({ ok, refused }));
