import type { PayoutAccount } from '@portal/api-contract';

/** One line naming a payout account: PIX or the bank, the masked number, the holder. */
export function accountLabel(account: Pick<PayoutAccount, 'type' | 'bankName' | 'maskedNumber' | 'holderName'>): string {
  return `${account.type === 'PIX' ? 'PIX' : (account.bankName ?? '')} · ${account.maskedNumber} · ${account.holderName}`;
}
