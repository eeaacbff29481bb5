/**
 * A separate process redeeming one reward through the HTTP app as several members, for the
 * multi-process stock test (the points-mall twin of hammer.ts):
 * `node --import tsx hammer-points.ts <dbPath> <usernamePrefix> <from> <count> <rewardId> <password>`
 * redeems once as each of `<prefix><from>` … `<prefix><from + count - 1>`, all requests in flight
 * at once. Prints `{ ok, outOfStock }` as JSON; any other answer fails the process.
 */
import { randomUUID } from 'node:crypto';
import { endpoints } from '@portal/api-contract';
import { createGateway } from '../app';
import { TEST_PASSWORD_COST_LOG2 } from './harness';
import { memberByUsername } from '../domain/members';
import { createSession } from '../domain/sessions';

const [dbPath, prefix, from, count, rewardId, password] = process.argv.slice(2);
// The test's cost (its members' hashes were made at it): at the served 2^17 every password check would also rehash.
const gateway = createGateway({ dbPath, passwordCostLog2: TEST_PASSWORD_COST_LOG2 });
const tokens = Array.from({ length: Number(count) }, (_, i) => {
  const member = memberByUsername(gateway.gw, `${prefix}${Number(from) + i}`);
  if (!member) throw new Error(`no member ${prefix}${Number(from) + i}`);
  return createSession(gateway.gw, member.id);
});
const answers = await Promise.all(
  tokens.map(async (token) => {
    const res = await gateway.app.request(endpoints.pointsRedeem.path, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ rewardId: Number(rewardId), quantity: 1, password }),
    });
    const body = (await res.json()) as { success: boolean; message: string };
    if (!body.success && body.message !== 'out_of_stock') throw new Error(`unexpected ${res.status} ${body.message}`);
    return body.success;
  }),
);
gateway.close();
console.log(JSON.stringify({ ok: answers.filter(Boolean).length, outOfStock: answers.filter((a) => !a).length }));
