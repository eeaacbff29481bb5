import type { SmsSent } from '@portal/api-contract';

/**
 * How the resend countdown is derived after a send (docs/product/accounts-and-auth.md "SMS
 * codes"): the platform's `expiredMinutes`, or its `expirationTime` (forgot password by phone).
 */
export type SmsCountdownBasis = 'expiredMinutes' | 'expirationTime';

/** Seconds before the code may be requested again. */
export function smsCountdownSeconds(sent: SmsSent, basis: SmsCountdownBasis, now: number = Date.now()): number {
  if (basis === 'expirationTime') return Math.max(0, Math.ceil((sent.expirationTime - now) / 1000));
  return sent.expiredMinutes * 60;
}
