import type { LedgerCategory } from '@portal/api-contract';

/** Raw ledger kinds of each account-record category; anything else is an adjustment. */
export const CATEGORY_KINDS: Record<Exclude<LedgerCategory, 'adjustment'>, readonly string[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal', 'withdrawal_return'],
  transfer: ['transfer_in', 'transfer_out'],
  bet: ['bet'],
  payout: ['payout', 'refund'],
  bonus: [
    'bonus',
    'signup_bonus',
    'bonus_forfeit',
    'raffle',
    'trial_credit',
    'reward_checkin',
    'reward_rebate',
    'reward_levelup',
    'reward_referral',
    'mission_reward',
  ],
  points_conversion: ['points_convert'],
  upline_transfer: ['upline_transfer_out', 'upline_transfer_in'],
};
const KNOWN_KINDS = Object.values(CATEGORY_KINDS).flat();

export function categoryOf(kind: string): LedgerCategory {
  for (const [category, kinds] of Object.entries(CATEGORY_KINDS)) if (kinds.includes(kind)) return category as LedgerCategory;
  return 'adjustment';
}

/** SQL condition on `kind` for a set of categories, with its parameters. */
export function categoriesSql(categories: LedgerCategory[]): { sql: string; params: string[] } {
  const parts: string[] = [];
  const params: string[] = [];
  const kinds = categories.flatMap((c) => (c === 'adjustment' ? [] : CATEGORY_KINDS[c]));
  if (kinds.length) {
    parts.push(`kind IN (${kinds.map(() => '?').join(', ')})`);
    params.push(...kinds);
  }
  if (categories.includes('adjustment')) {
    parts.push(`kind NOT IN (${KNOWN_KINDS.map(() => '?').join(', ')})`);
    params.push(...KNOWN_KINDS);
  }
  return { sql: `(${parts.join(' OR ')})`, params };
}
