import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { HEADER, PROVIDER_SIGNATURE_HEADER, type DepositOrder, WITHDRAWAL_STATUSES, endpoints } from '@portal/api-contract';
import { escapeXml } from '../art/svg';
import { ApiError } from '../core/errors';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { setSetting } from '../db/database';
import { sweepCashier } from '../domain/cashier-sweep';
import { merchantSecret, simulatedCallback, simulatorOrder } from '../domain/deposits';
import { PAY_SIMULATOR_BASE } from '../domain/pay-simulator-url';
import { CONFIRM_WINDOW_SETTING, confirmWindowMinutes, type OperatorAction, operateWithdrawal, operatorWithdrawals } from '../domain/withdrawals';
import { operatorBody, operatorOnly } from '../http/operator';
import { errorResponse, ok } from '../http/route';

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Only the portal's origins may frame the provider's page (none configured: nobody; a provider's checkout is a tab of its own). */
function frameHeaders(gw: GatewayContext): Record<string, string> {
  const ancestors = gw.portalOrigins.length ? gw.portalOrigins.join(' ') : "'none'";
  return {
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors ${ancestors}`,
    ...(gw.portalOrigins.length ? {} : { 'X-Frame-Options': 'DENY' }),
  };
}

function page(c: Context, gw: GatewayContext, title: string, body: string, status: 200 | 404 = 200) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeXml(title)}</title><style>
body{font-family:system-ui,Arial,sans-serif;background:#f1f5f9;color:#0f172a;margin:0;padding:32px;display:flex;justify-content:center}
main{background:#fff;border-radius:16px;padding:28px;max-width:420px;width:100%;box-shadow:0 4px 24px #0002}
h1{margin:0 0 4px;font-size:22px}.muted{color:#475569}.amount{font-size:32px;font-weight:700;margin:16px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#475569}dd{margin:0;overflow-wrap:anywhere}
form{display:inline}button{font-size:16px;padding:10px 22px;border-radius:10px;border:0;font-weight:700;cursor:pointer;margin:16px 8px 0 0}
.pay{background:#15803d;color:#fff}.decline{background:#e2e8f0;color:#0f172a}.status{font-weight:700}
</style></head><body><main>${body}</main></body></html>`;
  return c.html(html, status, {
    ...frameHeaders(gw),
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  });
}

const providerName = (o: DepositOrder) =>
  o.channelType === 'PIX' ? 'PIX (simulated bank app)' : o.channelType === 'E_WALLET' ? `${o.channelName} (simulated)` : 'Bank transfer (simulated statement)';

function orderPage(c: Context, gw: GatewayContext, o: DepositOrder, token: string, note = '') {
  const action = `${PAY_SIMULATOR_BASE}/${encodeURIComponent(o.orderId)}`;
  const hidden = `<input type="hidden" name="t" value="${escapeXml(token)}">`;
  const buttons =
    o.status === 'pending'
      ? `<form method="post" action="${action}/confirm">${hidden}<button class="pay" type="submit">Confirm payment</button></form>` +
        `<form method="post" action="${action}/fail">${hidden}<button class="decline" type="submit">Fail payment</button></form>`
      : '';
  const statusText: Record<DepositOrder['status'], string> = {
    pending: 'Waiting for payment',
    paid: 'Paid',
    credited: 'Paid: the deposit is credited. You can close this window.',
    expired: 'This payment code has expired. Start a new deposit.',
    failed: 'The payment failed.',
  };
  return page(
    c,
    gw,
    'Payment simulator',
    `<h1>Payment simulator</h1><p class="muted">${escapeXml(providerName(o))}. Sandbox only: no real money moves.</p>
<div class="amount">R$ ${money(o.amount)}</div>
<dl><dt>Order</dt><dd>${escapeXml(o.orderId)}</dd><dt>Receiver</dt><dd>Portal Sandbox Pagamentos Ltda</dd>
<dt>Expires</dt><dd>${new Date(o.expiresAt).toISOString().replace('T', ' ').slice(0, 16)} UTC</dd>
<dt>Status</dt><dd class="status" role="status">${escapeXml(statusText[o.status])}</dd></dl>${note ? `<p>${escapeXml(note)}</p>` : ''}${buttons}`,
  );
}

const notFoundPage = (c: Context, gw: GatewayContext) =>
  page(c, gw, 'Payment not found', '<h1>Payment not found</h1><p class="muted">This payment link is not valid.</p>', 404);

const reasonBody = z.object({ reason: z.string().trim().min(1).max(200) });

/**
 * Sandbox-only cashier pieces: the payment-provider simulator (public pages under /sandbox/pay/,
 * the link carries the order's unguessable pay token) and the operator's withdrawal controls.
 */
export function sandboxCashierRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  const guard = operatorOnly(gw);

  app.get(`${PAY_SIMULATOR_BASE}/:orderId`, (c) => {
    const token = c.req.query('t') ?? '';
    const found = simulatorOrder(gw, c.req.param('orderId'), token);
    return found ? orderPage(c, gw, found.view, token) : notFoundPage(c, gw);
  });

  /** The simulated provider confirms or fails the payment: it calls the provider callback, signed, like the real provider would. */
  for (const outcome of ['confirm', 'fail'] as const) {
    app.post(`${PAY_SIMULATOR_BASE}/:orderId/${outcome}`, async (c) => {
      const form = await c.req.parseBody();
      const token = typeof form['t'] === 'string' ? form['t'] : '';
      const found = simulatorOrder(gw, c.req.param('orderId'), token);
      if (!found) return notFoundPage(c, gw);
      if (found.view.status !== 'pending') return orderPage(c, gw, found.view, token);
      const { body, signature } = simulatedCallback(gw, found.order, outcome === 'confirm' ? 'paid' : 'failed');
      const res = await app.request(endpoints.providerCallback.path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [PROVIDER_SIGNATURE_HEADER]: signature, [HEADER.idempotencyKey]: body.providerRef },
        body: JSON.stringify(body),
      });
      const result = (await res.json()) as { success: boolean; message: string | null };
      const after = simulatorOrder(gw, found.order.id, token);
      return orderPage(c, gw, after!.view, token, result.success ? '' : `The provider callback was refused: ${result.message ?? res.status}`);
    });
  }

  // ---------------------------------------------------------------- operator controls

  app.get('/sandbox/withdrawals', guard, (c) => {
    const status = c.req.query('status');
    if (status && !(WITHDRAWAL_STATUSES as readonly string[]).includes(status)) {
      return c.json({ success: false, message: 'invalid_request: status', value: { field: 'status' } }, 400);
    }
    return c.json(ok(operatorWithdrawals(gw, status)));
  });

  for (const action of ['approve', 'reject', 'pay', 'return'] as const satisfies readonly OperatorAction[]) {
    app.post(`/sandbox/withdrawals/:id/${action}`, guard, async (c) => {
      try {
        const reason = action === 'reject' || action === 'return' ? (await operatorBody(c, reasonBody)).reason : undefined;
        return c.json(ok(operateWithdrawal(gw, c.req.param('id'), action, reason)));
      } catch (error) {
        if (error instanceof ApiError) return errorResponse(c, error);
        throw error;
      }
    });
  }

  app.get('/sandbox/cashier/settings', guard, (c) => c.json(ok({ confirmWindowMinutes: confirmWindowMinutes(gw) })));
  app.put('/sandbox/cashier/settings', guard, async (c) => {
    const body = await operatorBody(
      c,
      z.object({
        confirmWindowMinutes: z
          .number()
          .int()
          .min(1)
          .max(7 * 24 * 60),
      }),
    );
    setSetting(gw.db, CONFIRM_WINDOW_SETTING, body.confirmWindowMinutes);
    return c.json(ok({ confirmWindowMinutes: confirmWindowMinutes(gw) }));
  });

  /** The merchant's callback secret, for an integrator testing their own provider calls. */
  app.get('/sandbox/cashier/provider-secret', guard, (c) => c.json(ok({ merchant: c.get('merchant'), secret: merchantSecret(gw, c.get('merchant')) })));

  app.post('/sandbox/cashier/sweep', guard, (c) => c.json(ok(sweepCashier(gw))));
}
