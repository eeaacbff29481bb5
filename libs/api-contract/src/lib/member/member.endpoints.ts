import { z } from 'zod';
import { emptyValue, moneySchema, paged, pageQuery, queryInt, timestampSchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';
import { PLATFORM_LANGUAGES } from '../headers';
import { dateRangeQuery, refineDateRange } from '../cashier/cashier.common';

export const clubLabelSchema = z.object({
  labelName: z.string(),
  color: z.string(),
  color2: z.string(),
  rankLevel: z.number().int(),
});

export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** 1, 2, 41, 42 agent-like; 4 trial; 0 plain member. */
  type: z.number().int(),
  toUpline: z.boolean(),
  clubLabel: clubLabelSchema,
  avatarId: z.number().int(),
  avatarUrl: z.string(),
  language: z.enum(PLATFORM_LANGUAGES),
  mobileNum: z.string().nullable(),
  countryDialingCode: z.string().nullable(),
  email: z.string().nullable(),
  registerTime: timestampSchema,
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const memberInfoEndpoint = defineEndpoint({
  name: 'memberInfo',
  method: 'GET',
  path: '/wps/member/info',
  auth: true,
  encrypted: false,
  request: noParams,
  response: memberInfoSchema,
  description: 'The logged-in member.',
  chosen: ['method GET', 'avatar, language, contact and registerTime fields'],
});

export const avatarSchema = z.object({ id: z.number().int(), url: z.string() });

export const avatarsEndpoint = defineEndpoint({
  name: 'avatars',
  method: 'GET',
  path: '/wps/member/avatars',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.array(avatarSchema),
  description: 'Avatars a member can choose from.',
  chosen: ['path /wps/member/avatars', 'method GET'],
});

export const memberIconEndpoint = defineEndpoint({
  name: 'memberIcon',
  method: 'PUT',
  path: '/wps/member/info/icon',
  auth: true,
  encrypted: false,
  request: z.object({ avatarId: z.number().int().positive() }),
  response: avatarSchema,
  description: 'Sets the member’s avatar (one of avatars).',
  chosen: ['method PUT', 'payload { avatarId }'],
});

export const updateLanguageEndpoint = defineEndpoint({
  name: 'updateLanguage',
  method: 'PUT',
  path: '/wps/member/language',
  auth: true,
  encrypted: false,
  request: z.object({ language: z.enum(PLATFORM_LANGUAGES) }),
  response: emptyValue,
  description: 'Stores the member’s language.',
  chosen: ['path /wps/member/language', 'method PUT'],
});

export const unreadMessageCountEndpoint = defineEndpoint({
  name: 'unreadMessageCount',
  method: 'GET',
  path: '/wps/member/messages/unread',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.object({ count: z.number().int().min(0) }),
  description: 'Unread platform messages.',
  chosen: ['path /wps/member/messages/unread', 'method GET', 'value { count }'],
});

/**
 * Categories of ledger movements (the account record's type filter). Each raw `type` belongs to one:
 * deposit (deposit), withdrawal (withdrawal, withdrawal_return), transfer (transfer_in, transfer_out),
 * bet (bet), payout (payout, refund), bonus (bonus, signup_bonus, raffle, trial_credit),
 * points_conversion (points_convert), upline_transfer (upline_transfer_out, upline_transfer_in),
 * adjustment (adjustment and anything else).
 */
export const LEDGER_CATEGORIES = ['deposit', 'withdrawal', 'transfer', 'bet', 'payout', 'bonus', 'points_conversion', 'upline_transfer', 'adjustment'] as const;
export const ledgerCategorySchema = z.enum(LEDGER_CATEGORIES);
export type LedgerCategory = z.infer<typeof ledgerCategorySchema>;

export const transactionSchema = z.object({
  id: z.number().int(),
  /** deposit, transfer_in, transfer_out, bet, payout, bonus, raffle, points_convert, … */
  type: z.string(),
  /** The account-record category of `type`. */
  category: ledgerCategorySchema,
  wallet: z.string(),
  /** Signed: credits positive, debits negative. */
  amount: moneySchema,
  /** Total balance after this entry. */
  balanceAfter: moneySchema,
  remark: z.string().nullable(),
  /** The order, withdrawal, bet or transfer the entry belongs to, when there is one. */
  reference: z.string().nullable(),
  createTime: timestampSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionTotalsSchema = z.object({
  count: z.number().int(),
  /** Sum of the positive amounts, of the negative ones (≤ 0), and of both. */
  credit: moneySchema,
  debit: moneySchema,
  net: moneySchema,
});

export const transactionDetailEndpoint = defineEndpoint({
  name: 'transactionDetail',
  method: 'GET',
  path: '/wps/member/transactions',
  auth: true,
  encrypted: false,
  request: z
    .object({
      ...pageQuery(20),
      /** Raw ledger type (exact). */
      type: z.string().max(32).optional(),
      /** Account-record category; comma-separated for several ('deposit,withdrawal'). */
      category: z
        .string()
        .max(200)
        .optional()
        .refine((v) => v === undefined || v.split(',').every((c) => (LEDGER_CATEGORIES as readonly string[]).includes(c)), 'unknown category'),
      ...dateRangeQuery,
    })
    .superRefine(refineDateRange),
  response: paged(transactionSchema).extend({ totals: transactionTotalsSchema }),
  description:
    'Member transaction detail (the wallet ledger, signed amounts, balance after), newest first; filters type, category, date range (at most 90 days); totals for the filter.',
  chosen: ['path /wps/member/transactions', 'method GET', 'paged value with totals', 'category filter comma-separated'],
});

/** Outcome of a bet: won when payout > stake, lost when payout ≤ stake, void when cancelled (stake returned). */
export const BET_OUTCOMES = ['pending', 'won', 'lost', 'void'] as const;
export const betOutcomeSchema = z.enum(BET_OUTCOMES);
export type BetOutcome = z.infer<typeof betOutcomeSchema>;

export const betRecordSchema = z.object({
  id: z.number().int(),
  /** Bet id as shown to the player (and to support). */
  betNo: z.string(),
  gameName: z.string(),
  gameCode: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  stake: moneySchema,
  /** Stake that counts toward turnover: the stake of a settled, not void bet; 0 otherwise. */
  validTurnover: moneySchema,
  payout: moneySchema.nullable(),
  winLoss: moneySchema.nullable(),
  /** pending or settled (void bets are settled); `outcome` tells won, lost and void apart. */
  status: z.enum(['pending', 'settled']),
  outcome: betOutcomeSchema,
  issue: z.string().nullable(),
  selection: z.string().nullable(),
  result: z.string().nullable(),
  createTime: timestampSchema,
  settleTime: timestampSchema.nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betTotalsSchema = z.object({
  count: z.number().int(),
  stake: moneySchema,
  validTurnover: moneySchema,
  payout: moneySchema,
  /** payout − stake over settled bets that are not void. */
  winLoss: moneySchema,
});

export const betRecordsEndpoint = defineEndpoint({
  name: 'betRecords',
  method: 'GET',
  path: '/wps/member/bets',
  auth: true,
  encrypted: false,
  request: z
    .object({
      ...pageQuery(20),
      gameType: z.string().max(16).optional(),
      vendor: z.string().max(32).optional(),
      /** One game's rounds (the game page's bet history). */
      gameCode: z.string().max(64).optional(),
      /** pending / settled, or an outcome: won, lost, void. */
      status: z.enum(['pending', 'settled', 'won', 'lost', 'void']).optional(),
      /** Placed between startTime and endTime (ms), at most 90 days apart. */
      ...dateRangeQuery,
    })
    .superRefine(refineDateRange),
  response: paged(betRecordSchema).extend({ totals: betTotalsSchema }),
  description: 'Betting records, newest first; filters game category, vendor, game, status or outcome, date range (at most 90 days); totals for the filter.',
  chosen: ['extra call (betting record page)', 'path /wps/member/bets', 'paged value with totals'],
});

export const missionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  progress: z.number().int(),
  target: z.number().int(),
  reward: moneySchema,
  /** active: in progress; completed: target reached, reward waiting to be claimed (missionClaim); claimed. */
  status: z.enum(['active', 'completed', 'claimed']),
});

export const missionSummaryEndpoint = defineEndpoint({
  name: 'missionSummary',
  method: 'GET',
  path: '/wps/mission/summary',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.object({ count: z.number().int(), completed: z.number().int(), missions: z.array(missionSchema) }),
  description: 'Missions of the member; count (missions not claimed yet: in progress or waiting to be claimed) is the menu badge.',
  chosen: ['path /wps/mission/summary', 'method GET'],
});

export const missionLeaderboardEndpoint = defineEndpoint({
  name: 'missionLeaderboard',
  method: 'GET',
  path: '/wps/mission/leaderboard',
  auth: true,
  encrypted: false,
  request: z.object({ count: queryInt().min(1).max(100).default(20) }),
  response: z.object({
    list: z.array(z.object({ rank: z.number().int(), userName: z.string(), score: z.number().int() })),
    myRank: z.number().int().nullable(),
  }),
  description: 'Mission leaderboard (score = settled bets).',
  chosen: ['path /wps/mission/leaderboard', 'method GET'],
});

export const memberEndpoints = {
  memberInfo: memberInfoEndpoint,
  avatars: avatarsEndpoint,
  memberIcon: memberIconEndpoint,
  updateLanguage: updateLanguageEndpoint,
  unreadMessageCount: unreadMessageCountEndpoint,
  transactionDetail: transactionDetailEndpoint,
  betRecords: betRecordsEndpoint,
  missionSummary: missionSummaryEndpoint,
  missionLeaderboard: missionLeaderboardEndpoint,
} as const;
