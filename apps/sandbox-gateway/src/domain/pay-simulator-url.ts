/**
 * The one place that builds the payment-provider simulator's URL. Relative: the page is served by
 * the sandbox gateway under /sandbox/pay/ (its own frame origin later), never by the portal.
 */
export const PAY_SIMULATOR_BASE = '/sandbox/pay';

export const paySimulatorUrl = (orderId: string, payToken: string) => `${PAY_SIMULATOR_BASE}/${encodeURIComponent(orderId)}?t=${encodeURIComponent(payToken)}`;
