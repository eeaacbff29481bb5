import { ERROR_KEY, MAX_PAYOUT_ACCOUNTS, PAYOUT_BANKS, type PayoutAccount, type endpoints } from '@portal/api-contract';
import type { GatewayContext, InputOf } from '../core/context';
import { cashierTx, maskNumber, refuse, requireRealMember } from './cashier-tx';
import { bindSignals } from './abuse';
import type { MemberRow } from './members';
import { checkPaymentPassword } from './payment-password';
import type { PasswordProof } from './password-proof';
import { payoutSignal, payoutSignals } from './signals';

export interface PayoutAccountRow {
  id: number;
  member_id: number;
  type: 'BANK' | 'PIX';
  holder_name: string;
  bank_code: string | null;
  branch: string | null;
  pix_key_type: 'CPF' | 'PHONE' | 'EMAIL' | 'RANDOM' | null;
  number: string;
  created_at: number;
}

export const payoutAccountView = (r: PayoutAccountRow): PayoutAccount => ({
  id: r.id,
  type: r.type,
  holderName: r.holder_name,
  bankName: r.bank_code ? (PAYOUT_BANKS.find((b) => b.code === r.bank_code)?.name ?? r.bank_code) : null,
  bankCode: r.bank_code,
  branch: r.branch,
  pixKeyType: r.pix_key_type,
  maskedNumber: maskNumber(r.number),
  createTime: r.created_at,
});

/** Holder names compare without case, accents or extra spaces. */
const sameHolder = (a: string, b: string) => {
  const norm = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/\s+/g, ' ')
      .trim();
  return norm(a) === norm(b);
};

const rowsOf = (gw: GatewayContext, memberId: number) =>
  gw.db.prepare<unknown[], PayoutAccountRow>('SELECT * FROM payout_accounts WHERE member_id = ? ORDER BY id').all(memberId);

export const payoutAccountCount = (gw: GatewayContext, memberId: number) =>
  gw.db.prepare<unknown[], { n: number }>('SELECT COUNT(*) AS n FROM payout_accounts WHERE member_id = ?').get(memberId)!.n;

export function payoutAccountById(gw: GatewayContext, memberId: number, id: number): PayoutAccountRow | null {
  return gw.db.prepare<unknown[], PayoutAccountRow>('SELECT * FROM payout_accounts WHERE id = ? AND member_id = ?').get(id, memberId) ?? null;
}

export function payoutAccounts(gw: GatewayContext, memberId: number) {
  const rows = rowsOf(gw, memberId);
  return { list: rows.map(payoutAccountView), max: MAX_PAYOUT_ACCOUNTS, holderName: rows[0]?.holder_name ?? null };
}

export function insertPayoutAccount(
  gw: GatewayContext,
  memberId: number,
  a: Pick<PayoutAccountRow, 'type' | 'holder_name' | 'bank_code' | 'branch' | 'pix_key_type' | 'number'>,
): number {
  return Number(
    gw.db
      .prepare(
        'INSERT INTO payout_accounts (member_id, type, holder_name, bank_code, branch, pix_key_type, number, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(memberId, a.type, a.holder_name, a.bank_code, a.branch, a.pix_key_type, a.number, gw.now()).lastInsertRowid,
  );
}

export function bindPayoutAccount(
  gw: GatewayContext,
  member: MemberRow,
  input: InputOf<typeof endpoints.payoutAccountBind>,
  proof: PasswordProof | null,
): PayoutAccount {
  requireRealMember(member);
  return cashierTx(gw, () => {
    checkPaymentPassword(gw, member.id, proof);
    const rows = rowsOf(gw, member.id);
    if (rows.length >= MAX_PAYOUT_ACCOUNTS) throw refuse(400, ERROR_KEY.payoutAccountLimit, { field: 'type', limit: MAX_PAYOUT_ACCOUNTS });
    const holder = input.holderName.replace(/\s+/g, ' ').trim();
    if (rows[0] && !sameHolder(rows[0].holder_name, holder)) throw refuse(400, ERROR_KEY.payoutHolderMismatch, { field: 'holderName' });
    const account = {
      type: input.type,
      bank_code: input.type === 'BANK' ? input.bankCode! : null,
      branch: input.type === 'BANK' ? input.branch! : null,
      pix_key_type: input.type === 'PIX' ? input.pixKeyType! : null,
      number: input.type === 'BANK' ? input.accountNumber! : input.pixKeyType === 'EMAIL' ? input.pixKey!.toLowerCase() : input.pixKey!,
    };
    // One account spelt another way ('1234567-5', '001234567-5') is the same account.
    if (rows.some((r) => payoutSignal(r) === payoutSignal(account))) {
      throw refuse(400, ERROR_KEY.payoutAccountExists, { field: input.type === 'BANK' ? 'accountNumber' : 'pixKey' });
    }
    const id = insertPayoutAccount(gw, member.id, { ...account, holder_name: holder });
    // A payout account (or the number or e-mail its key is) another account already holds shows one
    // person behind both (docs/product/abuse-policy.md "One person, many accounts").
    bindSignals(gw, member.id, member.merchant, payoutSignals(account));
    return payoutAccountView(payoutAccountById(gw, member.id, id)!);
  });
}
