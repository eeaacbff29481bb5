import type { endpoints } from '../endpoints';

/**
 * What a withdraw-only session may call (docs/product/responsible-gaming.md "Time-out and
 * self-exclusion"): who the member is, the balance, payout accounts and the payment password a withdrawal
 * needs, withdrawals (quote, create, list, confirm receipt), logout. Every other endpoint that needs
 * a session (play, launch, deposit, transfer, bonuses, limits, messages…) refuses it with the
 * exclusion's key. One list for both sides: the gateway's gate and the portal, which does not ask
 * for anything else while in the withdrawal-only view. No zod here (the portal's start path reads it).
 */
export const WITHDRAW_ONLY_ENDPOINTS: ReadonlySet<string> = new Set([
  'memberInfo',
  'balance',
  'payoutAccounts',
  'payoutAccountBind',
  'paymentPasswordStatus',
  'smsPaymentPassword',
  'paymentPasswordSet',
  'withdrawalQuote',
  'withdrawalCreate',
  'withdrawals',
  'withdrawalConfirm',
  'logout',
] satisfies readonly (keyof typeof endpoints)[]);
