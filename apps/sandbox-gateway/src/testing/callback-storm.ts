/**
 * A separate gateway process delivering provider callbacks for every pending deposit order of the
 * database, each twice, as fast as it can, for the kill test:
 * `node --import tsx callback-storm.ts <dbPath> <clock ms>` (the test's clock, so its orders are not expired). Prints `credited <orderId>` after each answer.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { endpoints, providerCallbackSigningString, type ProviderCallback } from '@portal/api-contract';
import { createGateway } from '../app';

const [dbPath, clock] = process.argv.slice(2);
const now = Number(clock);
const gateway = createGateway({ dbPath, now: () => now });
const orders = gateway.db
  .prepare<
    unknown[],
    {
      id: string;
      merchant: string;
      amount: number;
    }
  >("SELECT id, merchant, amount FROM deposit_orders WHERE status = 'pending' ORDER BY id")
  .all();
for (const order of orders) {
  const secret = gateway.db.prepare<unknown[], { secret: string }>('SELECT secret FROM merchant_secrets WHERE merchant = ?').get(order.merchant)!.secret;
  const body: ProviderCallback = {
    merchant: order.merchant,
    orderId: order.id,
    providerRef: `P-${order.id}`,
    status: 'paid',
    amount: order.amount / 100,
    timestamp: now,
  };
  const signature = createHmac('sha256', secret).update(providerCallbackSigningString(body)).digest('hex');
  for (let i = 0; i < 2; i++) {
    const res = await gateway.app.request(endpoints.providerCallback.path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Provider-Signature': signature, 'Idempotency-Key': randomUUID() },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { success: boolean; value: { status: string } };
    if (!answer.success) throw new Error(`callback refused: ${res.status}`);
    process.stdout.write(`credited ${order.id}\n`);
  }
}
gateway.close();
process.stdout.write('done\n');
