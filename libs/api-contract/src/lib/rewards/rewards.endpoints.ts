import { z } from 'zod';
import { moneySchema, pageQuery, paged, timestampSchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';

/**
 * Where a bonus came from: an operator grant, a reward-centre claim, a referral reward, a mission,
 * the sign-up bonus of a new account or a promotion's raffle prize.
 */
export const BONUS_SOURCES = ['operator', 'checkin', 'rebate', 'levelup', 'referral', 'mission', 'signup', 'raffle'] as const;
export const bonusSourceSchema = z.enum(BONUS_SOURCES);
export type BonusSource = z.infer<typeof bonusSourceSchema>;

/** active: turnover still owed; completed: turnover met; expired: not met in time; forfeited: withdrawn by the operator. */
export const BONUS_STATUSES = ['active', 'completed', 'expired', 'forfeited'] as const;
export const bonusStatusSchema = z.enum(BONUS_STATUSES);
export type BonusStatus = z.infer<typeof bonusStatusSchema>;

export const bonusSchema = z.object({
  id: z.number().int(),
  source: bonusSourceSchema,
  /** The operator's name for a granted bonus; null for the portal's own rewards. */
  title: z.string().nullable(),
  amount: moneySchema,
  createTime: timestampSchema,
  expiresAt: timestampSchema.nullable(),
  /** Valid turnover the bonus asks for (amount × multiplier) and how much of it is played. */
  turnoverRequired: moneySchema,
  turnoverDone: moneySchema,
  status: bonusStatusSchema,
});
export type Bonus = z.infer<typeof bonusSchema>;

export const bonusListEndpoint = defineEndpoint({
  name: 'bonusList',
  method: 'GET',
  path: '/wps/member/bonuses',
  auth: true,
  encrypted: false,
  request: z.object({ ...pageQuery(10, 100), status: bonusStatusSchema.optional() }),
  response: paged(bonusSchema).extend({ totals: z.object({ active: z.number().int(), amount: moneySchema, turnoverOwed: moneySchema }) }),
  description:
    'Bonuses of the member, newest first, with the turnover each asks for and how much is played (valid turnover of bets settled after the grant); optional status filter; totals: active bonuses, amount of all bonuses, turnover still owed.',
  chosen: ['extra call (bonus details page)', 'path /wps/member/bonuses', 'paged value with totals'],
});

export const REWARD_KINDS = ['checkin', 'rebate', 'levelup', 'referral'] as const;
export const rewardKindSchema = z.enum(REWARD_KINDS);
export type RewardKind = z.infer<typeof rewardKindSchema>;

const rewardBase = { amount: moneySchema, claimable: z.boolean(), turnoverMultiplier: z.number().int().min(0) };

/** A claimable reward of the reward centre and what it needs (docs/product/rewards.md). */
export const claimableRewardSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('checkin'),
    ...rewardBase,
    /** Days in a row already checked in (today included once claimed). */
    streak: z.number().int().min(0),
    /** The amount of each day of the 7-day ladder (day 7 repeats). */
    ladder: z.array(moneySchema),
    /** When the next check-in opens (start of the next day) once today is claimed; null while today is open. */
    nextClaimAt: timestampSchema.nullable(),
  }),
  z.object({
    kind: z.literal('rebate'),
    ...rewardBase,
    /** Valid turnover since the last rebate claim. */
    validTurnover: moneySchema,
    /** Share of the valid turnover paid back (0.005 = 0.5 %). */
    rate: z.number().min(0).max(1),
    minAmount: moneySchema,
  }),
  z.object({
    kind: z.literal('levelup'),
    ...rewardBase,
    currentLevel: z.number().int(),
    /** The level whose gift is next (claimable when reached); null when every gift is claimed. */
    giftLevel: z.number().int().nullable(),
  }),
  z.object({
    kind: z.literal('referral'),
    ...rewardBase,
    /** Friends who met the qualifying turnover and whose reward is not claimed yet. */
    friends: z.number().int().min(0),
    rewardPerFriend: moneySchema,
  }),
]);
export type ClaimableReward = z.infer<typeof claimableRewardSchema>;

export const rewardListEndpoint = defineEndpoint({
  name: 'rewardList',
  method: 'GET',
  path: '/wps/rewards',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.array(claimableRewardSchema),
  description:
    'The reward centre: daily check-in, rebate on valid turnover, level-up gift and the invite reward, each with its amount, whether it can be claimed now and what it needs.',
  chosen: ['extra call (reward centre)', 'path /wps/rewards', 'method GET'],
});

export const rewardClaimEndpoint = defineEndpoint({
  name: 'rewardClaim',
  method: 'POST',
  path: '/wps/rewards/claim',
  auth: true,
  encrypted: false,
  moneyMove: true,
  request: z.object({ kind: rewardKindSchema }),
  response: z.object({ kind: rewardKindSchema, amount: moneySchema, bonusId: z.number().int(), sumBalance: moneySchema }),
  description:
    'Claims one reward: credits the main wallet once (ledger kind reward_<kind>, account-record category bonus) and records it as a bonus. Not ready: not_claimable; trial account: in_need_true_account.',
  chosen: ['path /wps/rewards/claim', 'method POST', 'payload { kind }'],
});

/**
 * registered: not played the qualifying turnover yet; qualified: reward ready to claim; rewarded:
 * paid; ineligible: played it, but shares a client address, device, mobile number or payout account
 * with the inviter, so no reward is paid (docs/product/abuse-policy.md).
 */
export const INVITEE_STATUSES = ['registered', 'qualified', 'rewarded', 'ineligible'] as const;
export const inviteeStatusSchema = z.enum(INVITEE_STATUSES);
export type InviteeStatus = z.infer<typeof inviteeStatusSchema>;

export const referralInfoEndpoint = defineEndpoint({
  name: 'referralInfo',
  method: 'GET',
  path: '/wps/referral',
  auth: true,
  encrypted: false,
  request: noParams,
  response: z.object({
    /** The member's invitation code; the link is `<portal origin>/register?code=<code>`. */
    code: z.string(),
    rewardPerFriend: moneySchema,
    /** Credited deposits a friend must make first (its own money; docs/product/abuse-policy.md "Referral rewards"). 0 when a platform does not send it. */
    qualifyingDeposit: moneySchema.default(0),
    /** Valid turnover a friend must play (after its first deposit when one is asked for) for the inviter's reward. */
    qualifyingTurnover: moneySchema,
    invited: z.number().int(),
    qualified: z.number().int(),
    earned: moneySchema,
  }),
  description:
    'The member’s invitation code (created on first call), the rules (reward per friend, qualifying turnover) and the totals. Trial account: in_need_true_account.',
  chosen: ['extra call (invite friends page)', 'path /wps/referral', 'link /register?code=<code>'],
});

export const inviteeSchema = z.object({
  /** Masked (first two letters, ***, last letter). */
  userName: z.string(),
  registerTime: timestampSchema,
  status: inviteeStatusSchema,
  validTurnover: moneySchema,
  /** What the inviter earned for this friend (0 until claimed). */
  reward: moneySchema,
});
export type Invitee = z.infer<typeof inviteeSchema>;

export const referralInviteesEndpoint = defineEndpoint({
  name: 'referralInvitees',
  method: 'GET',
  path: '/wps/referral/invitees',
  auth: true,
  encrypted: false,
  request: z.object(pageQuery(10, 100)),
  response: paged(inviteeSchema),
  description: 'Friends who registered with the member’s invitation code, newest first: registration time, status, valid turnover, reward earned.',
  chosen: ['extra call (invite friends page)', 'path /wps/referral/invitees', 'paged value'],
});

export const missionClaimEndpoint = defineEndpoint({
  name: 'missionClaim',
  method: 'POST',
  path: '/wps/mission/claim',
  auth: true,
  encrypted: false,
  moneyMove: true,
  request: z.object({ missionId: z.number().int().positive() }),
  response: z.object({ missionId: z.number().int(), amount: moneySchema, bonusId: z.number().int(), sumBalance: moneySchema, count: z.number().int() }),
  description:
    'Claims the reward of a completed mission once (ledger kind mission_reward, category bonus); value.count is the new menu badge. Not completed: not_claimable; again: already_claimed.',
  chosen: ['path /wps/mission/claim', 'method POST', 'value carries the new badge count'],
});

export const rewardsEndpoints = {
  bonusList: bonusListEndpoint,
  rewardList: rewardListEndpoint,
  rewardClaim: rewardClaimEndpoint,
  referralInfo: referralInfoEndpoint,
  referralInvitees: referralInviteesEndpoint,
  missionClaim: missionClaimEndpoint,
} as const;
