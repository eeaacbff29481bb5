import { z } from 'zod';
import { GAME_CATEGORIES, moneySchema, paged, pageQuery, queryInt, queryNumber, timestampSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { breadcrumbSchema, downlineKindSchema, queryBool, rangeQuery, refineRange, timestampOrNull } from './agent-common';

// ---------------------------------------------------------------- announcements

export const agentAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Untrusted HTML: sanitise before rendering. */
  content: z.string(),
  createTime: timestampSchema,
});
export type AgentAnnouncement = z.infer<typeof agentAnnouncementSchema>;

export const agentAnnouncementsEndpoint = defineEndpoint({
  name: 'agentAnnouncements',
  method: 'GET',
  path: '/wps/agent/announcements',
  auth: true,
  encrypted: false,
  request: z.object(pageQuery(10, 50)),
  response: paged(agentAnnouncementSchema),
  description: 'Announcements for agents, newest first (content is untrusted HTML). Non-agents: only_agents_can_log_in.',
  chosen: ['path /wps/agent/announcements', 'paged value'],
});

// ---------------------------------------------------------------- team overview

export const TEAM_SCOPES = ['team', 'direct'] as const;
export const teamScopeSchema = z.enum(TEAM_SCOPES);
export type TeamScope = z.infer<typeof teamScopeSchema>;

export const teamOverviewDaySchema = z.object({
  /** The day in the caller's time zone, YYYY-MM-DD. */
  day: z.string(),
  newMembers: z.number().int(),
  activeMembers: z.number().int(),
  deposits: moneySchema,
  withdrawals: moneySchema,
  turnover: moneySchema,
  payouts: moneySchema,
  winLoss: moneySchema,
});
export type TeamOverviewDay = z.infer<typeof teamOverviewDaySchema>;

export const teamOverviewSchema = z.object({
  from: timestampSchema,
  to: timestampSchema,
  scope: teamScopeSchema,
  /** Members in scope now (whole team or direct downline), not counting the agent. */
  teamSize: z.number().int(),
  /** Members in scope registered in the period. */
  newMembers: z.number().int(),
  /** Members in scope who placed at least one bet in the period. */
  activeMembers: z.number().int(),
  /** Members in scope whose first deposit ever falls in the period, and its sum. */
  firstDeposits: z.number().int(),
  firstDepositAmount: moneySchema,
  deposits: moneySchema,
  depositCount: z.number().int(),
  withdrawals: moneySchema,
  withdrawalCount: z.number().int(),
  /** Sum of stakes of bets placed in the period. */
  turnover: moneySchema,
  /** Sum of payouts of those bets. */
  payouts: moneySchema,
  /** The members' result: payouts − turnover (negative when the team lost). */
  teamWinLoss: moneySchema,
  /** Sum of the members' balances now. */
  teamBalance: moneySchema,
  series: z.array(teamOverviewDaySchema),
});
export type TeamOverview = z.infer<typeof teamOverviewSchema>;

export const teamOverviewEndpoint = defineEndpoint({
  name: 'teamOverview',
  method: 'GET',
  path: '/wps/agent/team/overview',
  auth: true,
  encrypted: false,
  request: z
    .object({
      ...rangeQuery,
      scope: teamScopeSchema.default('team'),
      /** The caller's offset from UTC in minutes (UTC−3: -180), for the per-day series. */
      tzOffset: queryInt().min(-720).max(840).default(0),
    })
    .superRefine(refineRange),
  response: teamOverviewSchema,
  description:
    'Team figures for [from, to): size, new and active members, first deposits, deposits, withdrawals, turnover, payouts, win/loss, balance, and one row per day. scope team = whole tree, direct = first level.',
  chosen: ['path /wps/agent/team/overview', 'period as from/to ms (the client turns today/yesterday/week/month into a range)', 'tzOffset for day buckets'],
});

// ---------------------------------------------------------------- register a downline, invitation links

export const registerDownlineEndpoint = defineEndpoint({
  name: 'registerDownline',
  method: 'POST',
  path: '/wps/agent/team/register',
  auth: true,
  encrypted: true,
  request: z
    .object({
      username: z.string().min(1).max(64),
      password: z.string().min(1).max(64),
      confirmPassword: z.string().min(1).max(64),
      memberType: downlineKindSchema,
    })
    .superRefine((v, ctx) => {
      if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'inconsistent_twice' });
    }),
  response: z.object({ id: z.number().int(), userName: z.string(), memberType: downlineKindSchema }),
  description:
    "Creates an account directly under the agent (player, or sub-agent of type 2) with the registration rules of the merchant (username_exists, invalid_request: <field>). The agent's session is kept.",
  chosen: ['path /wps/agent/team/register', 'method POST', 'encrypted like register', 'sub-agent type 2'],
});

export const INVITATION_VALIDITY_DAYS = [1, 7, 30] as const;

export const invitationLinkSchema = z.object({
  id: z.number().int(),
  /** Sent as affiliateCode on registration (the link is <origin>/register?code=<code>). */
  code: z.string(),
  memberType: downlineKindSchema,
  /** 1, 7 or 30; null = permanent. */
  validityDays: z.number().int().nullable(),
  createdAt: timestampSchema,
  expiresAt: timestampOrNull,
  expired: z.boolean(),
  registrations: z.number().int(),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

export const invitationLinksEndpoint = defineEndpoint({
  name: 'invitationLinks',
  method: 'GET',
  path: '/wps/agent/invitations',
  auth: true,
  encrypted: false,
  request: z.object(pageQuery(10, 50)),
  response: paged(invitationLinkSchema),
  description: "The agent's invitation links, newest first, with how many registered through each.",
  chosen: ['path /wps/agent/invitations'],
});

export const createInvitationLinkEndpoint = defineEndpoint({
  name: 'createInvitationLink',
  method: 'POST',
  path: '/wps/agent/invitations',
  auth: true,
  encrypted: false,
  request: z.object({
    memberType: downlineKindSchema,
    validityDays: z.union([z.literal(1), z.literal(7), z.literal(30)]).nullable(),
  }),
  response: invitationLinkSchema,
  description:
    'Creates an invitation link for a player or a sub-agent, valid 1, 7 or 30 days or permanent (null). Registrations through it land under the agent.',
  chosen: ['path /wps/agent/invitations', 'method POST'],
});

// ---------------------------------------------------------------- team management

export const teamMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  memberType: downlineKindSchema,
  /** Raw member type (0 player, 1/2/41/42 agents). */
  type: z.number().int(),
  /** 1 = direct downline of the logged-in agent. */
  level: z.number().int(),
  /** Members below this one (whole subtree). */
  downlineCount: z.number().int(),
  registeredAt: timestampSchema,
  lastLoginAt: timestampOrNull,
  online: z.boolean(),
  balance: moneySchema,
  /** Balance of this member plus everyone below. */
  teamBalance: moneySchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const TEAM_MEMBER_SORTS = ['registeredAt', 'username', 'balance', 'lastLoginAt'] as const;

export const teamMembersEndpoint = defineEndpoint({
  name: 'teamMembers',
  method: 'GET',
  path: '/wps/agent/team/members',
  auth: true,
  encrypted: false,
  request: z.object({
    /** The sub-agent whose direct downline to list (default: the logged-in agent). Outside the tree: 403 not_in_your_team. */
    parentId: queryInt().min(1).optional(),
    /** Searches the whole subtree of parentId (prefix match) instead of its first level. */
    username: z.string().min(1).max(64).optional(),
    memberType: downlineKindSchema.optional(),
    balanceMin: queryNumber().optional(),
    balanceMax: queryNumber().optional(),
    registeredFrom: queryInt().optional(),
    registeredTo: queryInt().optional(),
    online: queryBool().optional(),
    sort: z.enum(TEAM_MEMBER_SORTS).default('registeredAt'),
    order: z.enum(['asc', 'desc']).default('desc'),
    ...pageQuery(20, 100),
  }),
  response: paged(teamMemberSchema).extend({ breadcrumbs: z.array(breadcrumbSchema) }),
  description:
    'Downline list of the agent or of a sub-agent in its tree (breadcrumbs from the agent down to parentId). Filters: username, type, balance range, registration range, online (seen in the last 5 minutes).',
  chosen: ['path /wps/agent/team/members', 'parentId for the drill-down', 'online = a session seen in the last 5 minutes'],
});

// ---------------------------------------------------------------- team betting

export const BET_STATUSES = ['pending', 'settled', 'cancelled'] as const;

export const teamBetSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  gameName: z.string(),
  vendor: z.string(),
  category: z.string(),
  stake: moneySchema,
  payout: moneySchema.nullable(),
  /** payout − stake for settled bets, else 0. */
  winLoss: moneySchema,
  status: z.enum(BET_STATUSES),
  createdAt: timestampSchema,
  settledAt: timestampOrNull,
});
export type TeamBet = z.infer<typeof teamBetSchema>;

export const teamBetsEndpoint = defineEndpoint({
  name: 'teamBets',
  method: 'GET',
  path: '/wps/agent/team/bets',
  auth: true,
  encrypted: false,
  request: z
    .object({
      ...rangeQuery,
      /** One member of the tree (exact username); outside the tree: 403 not_in_your_team. */
      username: z.string().min(1).max(64).optional(),
      /** With username: also the bets of that member's downline. Without: whole team (true) or direct downline (false). */
      includeSubTeams: queryBool().default(true),
      category: z.enum(GAME_CATEGORIES).optional(),
      status: z.enum(BET_STATUSES).optional(),
      ...pageQuery(20, 500),
    })
    .superRefine(refineRange),
  response: paged(teamBetSchema).extend({
    totals: z.object({ count: z.number().int(), stake: moneySchema, payout: moneySchema, winLoss: moneySchema }),
  }),
  description: 'Bets of the downline placed in [from, to), newest first, with totals over every matching bet (not only the page).',
  chosen: ['path /wps/agent/team/bets', 'totals beside the page'],
});

// ---------------------------------------------------------------- user profit and loss

export const PROFIT_LOSS_SORTS = ['username', 'deposits', 'withdrawals', 'stakes', 'payouts', 'bonuses', 'rebates', 'net'] as const;

const profitLossFigures = {
  deposits: moneySchema,
  withdrawals: moneySchema,
  stakes: moneySchema,
  payouts: moneySchema,
  bonuses: moneySchema,
  rebates: moneySchema,
  /** payouts + bonuses + rebates − stakes: the member's result (negative = the member lost). */
  net: moneySchema,
};

export const profitLossRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  memberType: downlineKindSchema,
  /** Members below this one; an agent's figures include its whole team. */
  downlineCount: z.number().int(),
  ...profitLossFigures,
});
export type ProfitLossRow = z.infer<typeof profitLossRowSchema>;

export const teamProfitLossEndpoint = defineEndpoint({
  name: 'teamProfitLoss',
  method: 'GET',
  path: '/wps/agent/team/profit-loss',
  auth: true,
  encrypted: false,
  request: z
    .object({
      ...rangeQuery,
      /** Drill down: rows are the direct downline of this sub-agent (default: the agent). */
      parentId: queryInt().min(1).optional(),
      username: z.string().min(1).max(64).optional(),
      sort: z.enum(PROFIT_LOSS_SORTS).default('net'),
      order: z.enum(['asc', 'desc']).default('asc'),
      ...pageQuery(20, 100),
    })
    .superRefine(refineRange),
  response: paged(profitLossRowSchema).extend({ totals: z.object(profitLossFigures), breadcrumbs: z.array(breadcrumbSchema) }),
  description:
    "Profit and loss per direct downline member of parentId for [from, to); an agent's row sums its whole team. Sortable by every figure; totals over all rows.",
  chosen: ['path /wps/agent/team/profit-loss', 'agent rows include their team', 'net = payouts + bonuses + rebates − stakes'],
});

// ---------------------------------------------------------------- income and transactions

export const INCOME_KINDS = ['commission', 'dividend', 'daily', 'hourly', 'realtime'] as const;
export const incomeKindSchema = z.enum(INCOME_KINDS);
export type IncomeKind = z.infer<typeof incomeKindSchema>;

export const incomeRowSchema = z.object({
  id: z.string(),
  kind: incomeKindSchema,
  from: timestampSchema,
  to: timestampSchema,
  teamTurnover: moneySchema,
  amount: moneySchema,
  paidAt: timestampSchema,
});
export type IncomeRow = z.infer<typeof incomeRowSchema>;

export const pendingIncomeSchema = z.object({
  kind: incomeKindSchema,
  from: timestampSchema,
  to: timestampSchema,
  teamTurnover: moneySchema,
  /** What the open slice would pay if it closed now. */
  estimate: moneySchema,
});
export type PendingIncome = z.infer<typeof pendingIncomeSchema>;

export const myIncomeEndpoint = defineEndpoint({
  name: 'myIncome',
  method: 'GET',
  path: '/wps/agent/income',
  auth: true,
  encrypted: false,
  request: z.object({ ...rangeQuery, kind: incomeKindSchema.optional(), ...pageQuery(20, 100) }).superRefine(refineRange),
  response: paged(incomeRowSchema).extend({
    /** Paid in [from, to) by kind. */
    totals: z.array(z.object({ kind: incomeKindSchema, paid: moneySchema, count: z.number().int() })),
    /** The open slices of the agent's signed contracts (not paid yet). */
    pending: z.array(pendingIncomeSchema),
  }),
  description:
    'Commission, dividends and salaries paid to the agent in [from, to) (only slices that paid something), totals by kind, and the pending estimates.',
  chosen: ['path /wps/agent/income', 'pending = estimates of the open slices'],
});

export const TRANSACTION_GROUPS = ['all', 'income', 'transfer', 'deposit', 'withdrawal', 'game'] as const;

export const agentTransactionSchema = z.object({
  id: z.number().int(),
  createdAt: timestampSchema,
  kind: z.string(),
  wallet: z.string(),
  amount: moneySchema,
  /** For transfers with the team: the other member's username. */
  counterparty: z.string().nullable(),
});
export type AgentTransaction = z.infer<typeof agentTransactionSchema>;

export const agentTransactionsEndpoint = defineEndpoint({
  name: 'agentTransactions',
  method: 'GET',
  path: '/wps/agent/transactions',
  auth: true,
  encrypted: false,
  request: z.object({ ...rangeQuery, group: z.enum(TRANSACTION_GROUPS).default('all'), ...pageQuery(20, 100) }).superRefine(refineRange),
  response: paged(agentTransactionSchema).extend({ totals: z.object({ credits: moneySchema, debits: moneySchema }) }),
  description: "The agent's own ledger entries in [from, to), newest first, by group (income = commission/dividend/salary, transfer = with the team).",
  chosen: ['path /wps/agent/transactions', 'groups of ledger kinds'],
});

export const agentTeamEndpoints = {
  agentAnnouncements: agentAnnouncementsEndpoint,
  teamOverview: teamOverviewEndpoint,
  registerDownline: registerDownlineEndpoint,
  invitationLinks: invitationLinksEndpoint,
  createInvitationLink: createInvitationLinkEndpoint,
  teamMembers: teamMembersEndpoint,
  teamBets: teamBetsEndpoint,
  teamProfitLoss: teamProfitLossEndpoint,
  myIncome: myIncomeEndpoint,
  agentTransactions: agentTransactionsEndpoint,
} as const;
