import { ERROR_KEY, MAIN_WALLET, type endpoints } from '@portal/api-contract';
import type { GatewayContext, InputOf } from '../core/context';
import { cashierTx, newCashierId, refuse, requireRealMember } from './cashier-tx';
import { memberById, type MemberRow } from './members';
import { hasPaymentPassword, checkPaymentPassword } from './payment-password';
import type { PasswordProof } from './password-proof';
import { fromCents, postEntries, toCents, walletCents } from './wallet';
import { withdrawableCents } from './withdrawals';

export const UPLINE_RULES = { min: 10_00, max: 50_000_00 } as const;

/** 'ag***01' */
const maskAccount = (name: string) => (name.length <= 4 ? `${name[0] ?? ''}***` : `${name.slice(0, 2)}***${name.slice(-2)}`);

export function uplineTransferInfo(gw: GatewayContext, member: MemberRow) {
  const upline = member.upline_id === null ? null : memberById(gw, member.upline_id);
  // What uplineTransfer lets leave: the withdrawal's rule (turnover met, no bonus money held).
  const { balance, withdrawable } = withdrawableCents(gw, member.id);
  return {
    upline: upline ? maskAccount(upline.username) : null,
    balance: fromCents(balance),
    transferable: fromCents(withdrawable),
    min: fromCents(UPLINE_RULES.min),
    max: fromCents(UPLINE_RULES.max),
    paymentPasswordSet: hasPaymentPassword(gw, member.id),
  };
}

/** Main wallet to the upline's main wallet, at most what could be withdrawn (turnover met): both ledgers in one transaction. */
export function uplineTransfer(gw: GatewayContext, member: MemberRow, input: InputOf<typeof endpoints.uplineTransfer>, proof: PasswordProof | null) {
  requireRealMember(member);
  const upline = member.upline_id === null ? null : memberById(gw, member.upline_id);
  if (!upline) throw refuse(403, ERROR_KEY.noUpline, { field: 'member' });
  const cents = toCents(input.amount);
  if (cents < UPLINE_RULES.min) throw refuse(400, ERROR_KEY.amountBelowMin, { field: 'amount', limit: fromCents(UPLINE_RULES.min) });
  if (cents > UPLINE_RULES.max) throw refuse(400, ERROR_KEY.amountAboveMax, { field: 'amount', limit: fromCents(UPLINE_RULES.max) });
  return cashierTx(gw, () => {
    // The same rule as a withdrawal: deposits and bonuses not played through yet stay (no laundering through the agent).
    const { balance, withdrawable } = withdrawableCents(gw, member.id);
    if (cents > balance) throw refuse(400, ERROR_KEY.insufficientBalance, { field: 'amount', limit: fromCents(balance) });
    if (cents > withdrawable) throw refuse(400, ERROR_KEY.amountAboveWithdrawable, { field: 'amount', limit: fromCents(withdrawable) });
    checkPaymentPassword(gw, member.id, proof);
    const now = gw.now();
    const transferId = newCashierId('U', now, gw.random);
    postEntries(gw, member.id, [{ wallet: MAIN_WALLET, amount: -cents, kind: 'upline_transfer_out' }], `upline:${transferId}`);
    postEntries(gw, upline.id, [{ wallet: MAIN_WALLET, amount: cents, kind: 'upline_transfer_in' }], `upline:${transferId}`);
    return {
      transferId,
      amount: fromCents(cents),
      upline: maskAccount(upline.username),
      balance: fromCents(walletCents(gw, member.id, MAIN_WALLET)),
      createTime: now,
    };
  });
}
