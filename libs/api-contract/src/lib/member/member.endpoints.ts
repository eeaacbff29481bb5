import { z } from 'zod';
import { emptyValue, moneySchema, paged, pageQuery, queryInt, timestampSchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';
import { PLATFORM_LANGUAGES } from '../headers';

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

export const transactionSchema = z.object({
  id: z.number().int(),
  /** deposit, transfer_in, transfer_out, bet, payout, bonus, raffle, points_convert, … */
  type: z.string(),
  wallet: z.string(),
  amount: moneySchema,
  /** Total balance after this entry. */
  balanceAfter: moneySchema,
  remark: z.string().nullable(),
  createTime: timestampSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionDetailEndpoint = defineEndpoint({
  name: 'transactionDetail',
  method: 'GET',
  path: '/wps/member/transactions',
  auth: true,
  encrypted: false,
  request: z.object({
    ...pageQuery(20),
    type: z.string().max(32).optional(),
    startTime: queryInt().optional(),
    endTime: queryInt().optional(),
  }),
  response: paged(transactionSchema),
  description: 'Member transaction detail (the wallet ledger), newest first.',
  chosen: ['path /wps/member/transactions', 'method GET', 'paged value'],
});

export const betRecordSchema = z.object({
  id: z.number().int(),
  gameName: z.string(),
  vendor: z.string(),
  gameType: z.string(),
  stake: moneySchema,
  payout: moneySchema.nullable(),
  winLoss: moneySchema.nullable(),
  status: z.enum(['pending', 'settled']),
  issue: z.string().nullable(),
  selection: z.string().nullable(),
  result: z.string().nullable(),
  createTime: timestampSchema,
  settleTime: timestampSchema.nullable(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betRecordsEndpoint = defineEndpoint({
  name: 'betRecords',
  method: 'GET',
  path: '/wps/member/bets',
  auth: true,
  encrypted: false,
  request: z.object({
    ...pageQuery(20),
    gameType: z.string().max(16).optional(),
    /** One game's rounds (the game page's bet history). */
    gameCode: z.string().max(64).optional(),
    status: z.enum(['pending', 'settled']).optional(),
  }),
  response: paged(betRecordSchema),
  description: 'Betting records (demo slot spins and lottery bets), newest first.',
  chosen: ['extra call (betting record page)', 'path /wps/member/bets'],
});

export const missionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  progress: z.number().int(),
  target: z.number().int(),
  reward: moneySchema,
  status: z.enum(['active', 'completed']),
});

export const missionSummaryEndpoint = defineEndpoint({
  name: 'missionSummary',
  method: 'GET',
  path: '/wps/mission/summary',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.object({ count: z.number().int(), completed: z.number().int(), missions: z.array(missionSchema) }),
  description: 'Missions of the member; count (active missions) is the menu badge.',
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
