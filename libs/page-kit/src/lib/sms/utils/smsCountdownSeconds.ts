import type { SmsSent } from '@portal/api-contract';
import { SOCIAL_SMS_COUNTDOWN_SECONDS } from '../../timing/constants/SOCIAL_SMS_COUNTDOWN_SECONDS';

/** How the resend countdown is derived after a send (docs/product/accounts-and-auth.md). */
export type SmsCountdownBasis = 'expiredMinutes' | 'expirationTime' | 'social';

/** Seconds before the code may be requested again. */
export function smsCountdownSeconds(sent: SmsSent, basis: SmsCountdownBasis, now: number = Date.now()): number {
  if (basis === 'social') return SOCIAL_SMS_COUNTDOWN_SECONDS;
  if (basis === 'expirationTime') return Math.max(0, Math.ceil((sent.expirationTime - now) / 1000));
  return sent.expiredMinutes * 60;
}
