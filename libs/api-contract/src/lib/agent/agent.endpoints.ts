import { z } from 'zod';
import { moneySchema, timestampSchema } from '../common';
import { defineEndpoint, noParams } from '../endpoint';
import { loginValueSchema } from '../auth/auth.endpoints';
import { agentContractEndpoints } from './agent-contracts.endpoints';
import { agentTeamEndpoints } from './agent-team.endpoints';

export * from './agent-common';
export * from './agent-team.endpoints';
export * from './agent-contracts.endpoints';
export * from './contract-offers';

export const affiliateCheckEndpoint = defineEndpoint({
  name: 'affiliateCheck',
  method: 'GET',
  path: '/wps/agent/affiliate',
  auth: false,
  encrypted: false,
  request: z.object({ code: z.string().min(1).max(64), domain: z.string().max(255).optional() }),
  response: z.object({ code: z.string(), agentName: z.string() }),
  description: 'Checks an affiliate (invitation) code; unknown code: success false, invitation_code_error.',
  chosen: ['method GET', 'value { code, agentName }'],
});

/** Consolidated contract flags: 1 when the feature is on for this agent, else 0. */
export const contractFlagsSchema = z.object({
  dailysalreqtype: z.number().int(),
  divtypereq: z.number().int(),
  contracthoursalreq: z.number().int(),
  realtimesalreqtype: z.number().int(),
});
export type ContractFlags = z.infer<typeof contractFlagsSchema>;

export const contractSchema = z.object({
  kind: z.enum(['dividend', 'daily', 'hourly', 'realtime']),
  status: z.enum(['none', 'pending', 'signed']),
  rules: z.array(z.object({ threshold: moneySchema, rate: z.number() })),
  /** e.g. "every 5 minutes" for real-time salary. */
  payInterval: z.string(),
  history: z.array(z.object({ period: z.string(), amount: moneySchema, paidAt: timestampSchema })),
});
export type Contract = z.infer<typeof contractSchema>;

export const contractFlagsEndpoint = defineEndpoint({
  name: 'contractFlags',
  method: 'GET',
  path: '/wps/agent/contract/consolidated',
  auth: true,
  encrypted: false,
  request: noParams,
  response: contractFlagsSchema,
  description: 'Which contract features the agent has (bonus and salary menu items). Non-agents get all 0.',
  chosen: ['path /wps/agent/contract/consolidated', 'method GET'],
});

const contractEndpoint = <N extends string>(name: N, kind: string, path: string) =>
  defineEndpoint({
    name,
    method: 'GET',
    path,
    auth: true,
    encrypted: false,
    request: noParams,
    response: contractSchema,
    description: `The agent's ${kind} contract and its payouts. Non-agents: only_agents_can_log_in.`,
    chosen: [`path ${path}`, 'method GET', 'value shape'],
  });

export const dividendContractEndpoint = contractEndpoint('dividendContract', 'dividend', '/wps/agent/contract/dividend');
export const dailySalaryContractEndpoint = contractEndpoint('dailySalaryContract', 'daily salary', '/wps/agent/contract/salary/daily');
export const hourlySalaryContractEndpoint = contractEndpoint('hourlySalaryContract', 'hourly salary', '/wps/agent/contract/salary/hourly');
export const realtimeSalaryContractEndpoint = contractEndpoint(
  'realtimeSalaryContract',
  'real-time salary (every 5 minutes)',
  '/wps/agent/contract/salary/realtime',
);

/**
 * The agent login (docs/product/agent-centre.md): like login, but only agent types (1, 2, 41, 42) get a session.
 * Unknown account: non_member_cannot_log_in; a player or trial account with the right password:
 * only_agents_can_log_in (no session is issued).
 */
export const agentLoginEndpoint = defineEndpoint({
  name: 'agentLogin',
  method: 'POST',
  path: '/wps/session/login/agent',
  auth: false,
  encrypted: true,
  request: z.object({
    username: z.string().min(1).max(64),
    password: z.string().min(1).max(64),
    captcha: z.string().min(1).max(16).optional(),
  }),
  response: loginValueSchema,
  description:
    'Agent login: only member types 1, 2, 41, 42 get a session; unknown account non_member_cannot_log_in, other types only_agents_can_log_in. Failures, captcha and mustChangePassword as login.',
  chosen: ['path /wps/session/login/agent', 'type checked after the password'],
});

export const agentEndpoints = {
  agentLogin: agentLoginEndpoint,
  ...agentTeamEndpoints,
  ...agentContractEndpoints,
  affiliateCheck: affiliateCheckEndpoint,
  contractFlags: contractFlagsEndpoint,
  dividendContract: dividendContractEndpoint,
  dailySalaryContract: dailySalaryContractEndpoint,
  hourlySalaryContract: hourlySalaryContractEndpoint,
  realtimeSalaryContract: realtimeSalaryContractEndpoint,
} as const;
