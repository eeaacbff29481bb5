/**
 * The one place that builds the payment-provider simulator's path. The page is served by the
 * sandbox gateway under /sandbox/pay/ on its frame origin (`frameUrl`), like a real provider's
 * checkout on the provider's own domain: never on the portal's origin.
 */
export const PAY_SIMULATOR_BASE = '/sandbox/pay';

export const paySimulatorUrl = (orderId: string, payToken: string) => `${PAY_SIMULATOR_BASE}/${encodeURIComponent(orderId)}?t=${encodeURIComponent(payToken)}`;
