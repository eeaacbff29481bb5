import type { Hono } from 'hono';
import { ERROR_KEY, endpoints, type Contract } from '@portal/api-contract';
import type { GatewayContext, GatewayEnv } from '../core/context';
import { fail } from '../core/errors';
import { contractFlags, contractOf } from '../domain/agent';
import { memberByAffiliateCode } from '../domain/members';
import { referrerByCode } from '../domain/referral';
import { serve } from '../http/route';

const KINDS = { dividendContract: 'dividend', dailySalaryContract: 'daily', hourlySalaryContract: 'hourly', realtimeSalaryContract: 'realtime' } as const;

export function agentRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.affiliateCheck, ({ input, merchant }) => {
    // An agent's affiliate code, or a player's invitation code (invite friends, docs/product/rewards.md), of this brand.
    const agent = memberByAffiliateCode(gw, input.code, merchant) ?? referrerByCode(gw, input.code, merchant);
    if (!agent) throw fail(ERROR_KEY.invitationCodeError);
    return { code: input.code.toUpperCase(), agentName: agent.nickname };
  });

  serve(app, gw, endpoints.contractFlags, ({ member }) => contractFlags(gw, member));

  for (const [name, kind] of Object.entries(KINDS) as [keyof typeof KINDS, Contract['kind']][]) {
    serve(app, gw, endpoints[name], ({ member }) => contractOf(gw, member, kind));
  }
}
