import { createHmac, randomUUID } from 'node:crypto';
import { type ProviderCallback, endpoints, providerCallbackSigningString } from '@portal/api-contract';
import { type CallResult, call } from './client';
import type { Harness } from './harness';

export const ledgerSum = (h: Harness, memberId: number) =>
  h.db.prepare<unknown[], { n: number }>('SELECT COALESCE(SUM(amount), 0) AS n FROM ledger WHERE member_id = ?').get(memberId)!.n;
export const ledgerCount = (h: Harness, memberId: number) =>
  h.db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM ledger WHERE member_id = ?').get(memberId)!.n;
export const memberId = (h: Harness, username: string) =>
  h.db.prepare<unknown[], { id: number }>('SELECT id FROM members WHERE username = ?').get(username)!.id;

/** Lowest running balance of any wallet of a member over the ledger in insertion order. */
export function lowestRunningBalance(h: Harness, id: number): number {
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

export const merchantSecretOf = (h: Harness, merchant = 'TEST') =>
  h.db.prepare<unknown[], { secret: string }>('SELECT secret FROM merchant_secrets WHERE merchant = ?').get(merchant)!.secret;

export const sign = (secret: string, body: ProviderCallback) => createHmac('sha256', secret).update(providerCallbackSigningString(body)).digest('hex');

/** Sends the provider callback as the provider would (signed with the merchant's secret unless `signature` is given). */
export function sendCallback(
  h: Harness,
  body: ProviderCallback,
  options: { signature?: string; idempotencyKey?: string } = {},
): Promise<CallResult<{ orderId: string; status: string }>> {
  return call(h, endpoints.providerCallback, body, {
    idempotencyKey: options.idempotencyKey ?? randomUUID(),
    headers: { 'X-Provider-Signature': options.signature ?? sign(merchantSecretOf(h, body.merchant), body) },
  });
}

export const paidCallback = (h: Harness, orderId: string, amount: number, providerRef = `P-${orderId}`): ProviderCallback => ({
  merchant: 'TEST',
  orderId,
  providerRef,
  status: 'paid',
  amount,
  timestamp: h.clock.now,
});

export async function createDeposit(h: Harness, token: string, amount: number, channelId = 'pix') {
  const res = await call<{ orderId: string; status: string; creditAmount: number; instructions: { payUrl: string } | null }>(
    h,
    endpoints.depositCreate,
    { channelId, amount },
    { token },
  );
  if (!res.body.success) throw new Error(`deposit failed: ${res.status} ${res.body.message}`);
  return res.body.value;
}

export async function balanceCents(h: Harness, token: string): Promise<number> {
  const res = await call<{ sumBalance: number }>(h, endpoints.balance, {}, { token });
  return Math.round(res.body.value.sumBalance * 100);
}
