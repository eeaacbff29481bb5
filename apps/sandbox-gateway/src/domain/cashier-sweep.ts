import type { GatewayContext } from '../core/context';
import { expireDueDeposits } from './deposits';
import { receiveDueWithdrawals } from './withdrawals';

/** The minute sweep: expires unpaid deposit orders and settles paid withdrawals past their window (the same rules reads apply lazily). */
export function sweepCashier(gw: GatewayContext): { expiredDeposits: number; receivedWithdrawals: number } {
  return { expiredDeposits: expireDueDeposits(gw), receivedWithdrawals: receiveDueWithdrawals(gw) };
}
