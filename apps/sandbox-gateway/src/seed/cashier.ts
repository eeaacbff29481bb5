import type { GatewayContext } from '../core/context';
import { seedPaymentChannels } from './payment-channels';
import { seedPaymentPassword } from '../domain/payment-password';
import { memberByUsername } from '../domain/members';
import { insertPayoutAccount } from '../domain/payout-accounts';
import { seedPasswordHash } from './seed-passwords';

/** Demo payment password of `demo` and `player1` (docs/sandbox-gateway.md). */
export const DEMO_PAYMENT_PASSWORD = '123456';

/** Channels, and the payment password and payout account of the upline-transfer demo member. */
export function seedCashier(gw: GatewayContext): void {
  seedPaymentChannels(gw);
  const player = memberByUsername(gw, 'player1');
  if (player) {
    seedPaymentPassword(gw, player.id, seedPasswordHash(DEMO_PAYMENT_PASSWORD));
    insertPayoutAccount(gw, player.id, {
      type: 'PIX',
      holder_name: 'Player One',
      bank_code: null,
      branch: null,
      pix_key_type: 'EMAIL',
      number: 'player1@example.com',
    });
  }
}
