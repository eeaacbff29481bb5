import { z } from 'zod';
import { moneySchema, paged, pageQuery, timestampSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { contractKindSchema, contractTiersSchema, contractTierSchema, timestampOrNull } from './agent-common';

/** How often each contract kind is calculated and paid. */
export const CONTRACT_CYCLES = { dividend: 'half_month', daily: 'day', hourly: 'hour', realtime: '5min' } as const;
export const contractCycleSchema = z.enum(['half_month', 'day', 'hour', '5min']);
/** Real-time salary slice length (spec: every 5 minutes). */
export const REALTIME_SLICE_MS = 5 * 60 * 1000;

export const contractSliceSchema = z.object({
  from: timestampSchema,
  to: timestampSchema,
  teamTurnover: moneySchema,
  /** payouts + bonuses + rebates − stakes of the team (dividends pay only when negative). */
  teamProfit: moneySchema,
  activeMembers: z.number().int(),
  /** Index of the tier reached (0-based), null when none. */
  tierIndex: z.number().int().nullable(),
  /** What this agent is paid for the slice: its own contract's due less `downlineAmount`. */
  amount: moneySchema,
  /**
   * The part of this agent's due paid to its sub-agents under their own contracts (differential
   * multi-level contracts: docs/product/agent-centre.md "Multi-level contracts"). Optional: a
   * platform may not report it.
   */
  downlineAmount: moneySchema.optional(),
});
export type ContractSlice = z.infer<typeof contractSliceSchema>;

export const contractDetailSchema = z.object({
  kind: contractKindSchema,
  status: z.enum(['none', 'signed']),
  cycle: contractCycleSchema,
  tiers: z.array(contractTierSchema),
  signedAt: timestampOrNull,
  /** Who gave the contract (the upline agent), null when the operator did. */
  grantedBy: z.string().nullable(),
  /** The open slice so far: its amount is the estimate if it closed now. Null without a contract. */
  current: contractSliceSchema.nullable(),
  /** When the calculation of the open slice runs (its end). */
  nextRunAt: timestampSchema,
});
export type ContractDetail = z.infer<typeof contractDetailSchema>;

export const contractDetailEndpoint = defineEndpoint({
  name: 'contractDetail',
  method: 'GET',
  path: '/wps/agent/contract/detail',
  auth: true,
  encrypted: false,
  request: z.object({ kind: contractKindSchema }),
  response: contractDetailSchema,
  description: "The agent's dividend or salary contract: cycle, tiers, the open slice's estimate and when it is calculated.",
  chosen: ['path /wps/agent/contract/detail', 'kind as query'],
});

export const contractPayoutSchema = contractSliceSchema.extend({
  sliceKey: z.string(),
  /** Rate of the tier reached, or null (fixed amount or no tier). */
  rate: z.number().nullable(),
  status: z.enum(['paid', 'nothing_due']),
  computedAt: timestampSchema,
});
export type ContractPayout = z.infer<typeof contractPayoutSchema>;

export const contractPayoutsEndpoint = defineEndpoint({
  name: 'contractPayouts',
  method: 'GET',
  path: '/wps/agent/contract/payouts',
  auth: true,
  encrypted: false,
  request: z.object({ kind: contractKindSchema, onlyPaid: z.enum(['true', 'false']).default('false'), ...pageQuery(20, 100) }),
  response: paged(contractPayoutSchema),
  description: 'Past slices (periods) of a contract, newest first: team turnover, team profit, tier, rate, amount, paid or nothing due.',
  chosen: ['path /wps/agent/contract/payouts'],
});

export const CONTRACT_REQUEST_STATUSES = ['new', 'accepted', 'rejected'] as const;

export const contractRequestSchema = z.object({
  id: z.number().int(),
  kind: contractKindSchema,
  fromUsername: z.string(),
  toUsername: z.string(),
  tiers: z.array(contractTierSchema),
  status: z.enum(CONTRACT_REQUEST_STATUSES),
  createdAt: timestampSchema,
  decidedAt: timestampOrNull,
});
export type ContractRequest = z.infer<typeof contractRequestSchema>;

export const contractRequestsEndpoint = defineEndpoint({
  name: 'contractRequests',
  method: 'GET',
  path: '/wps/agent/contract/requests',
  auth: true,
  encrypted: false,
  request: z.object({
    direction: z.enum(['sent', 'received']).default('sent'),
    status: z.enum(CONTRACT_REQUEST_STATUSES).optional(),
    ...pageQuery(20, 100),
  }),
  response: paged(contractRequestSchema),
  description: 'Contract requests the agent sent to its direct downline agents, or received from its upline, newest first.',
  chosen: ['path /wps/agent/contract/requests'],
});

export const proposeContractEndpoint = defineEndpoint({
  name: 'proposeContract',
  method: 'POST',
  path: '/wps/agent/contract/requests',
  auth: true,
  encrypted: false,
  request: z.object({ toUsername: z.string().min(1).max(64), kind: contractKindSchema, tiers: contractTiersSchema }),
  response: contractRequestSchema,
  description:
    'Proposes a contract to a direct downline agent (not_in_your_team outside the tree, not_direct_downline_agent otherwise). The proposer needs a signed contract of that kind; no tier may beat its own best rate (contract_rate_too_high) nor pay more than its own contract for the same team figures, thresholds included (contract_thresholds_too_low); one open request per agent and kind (contract_request_pending). Fixed amounts: daily only, above CONTRACT_FIXED_AMOUNT_RULES (contract_fixed_amount_thresholds).',
  chosen: ['path /wps/agent/contract/requests', 'method POST'],
});

export const answerContractRequestEndpoint = defineEndpoint({
  name: 'answerContractRequest',
  method: 'POST',
  path: '/wps/agent/contract/requests/answer',
  auth: true,
  encrypted: false,
  request: z.object({ id: z.number().int().min(1), accept: z.boolean() }),
  response: contractRequestSchema,
  description:
    'The downline accepts (its contract of that kind becomes these tiers, signed now) or rejects a new request; answered already: contract_request_closed.',
  chosen: ['path /wps/agent/contract/requests/answer'],
});

export const agentContractEndpoints = {
  contractDetail: contractDetailEndpoint,
  contractPayouts: contractPayoutsEndpoint,
  contractRequests: contractRequestsEndpoint,
  proposeContract: proposeContractEndpoint,
  answerContractRequest: answerContractRequestEndpoint,
} as const;
