import type { Hono } from 'hono';
import { ERROR_KEY, endpoints, type Contract } from '@portal/api-contract';
import { issueTicket } from '../domain/launch';
import { isAgent, memberByAffiliateCode, TRIAL_TYPE, type MemberRow } from '../domain/members';
import { featureSwitches } from '../domain/settings';
import { getSetting } from '../db/database';
import { fail } from '../http/errors';
import type { GatewayContext, GatewayEnv } from '../http/gateway-context';
import { serve } from '../http/route';

const KINDS = { dividendContract: 'dividend', dailySalaryContract: 'daily', hourlySalaryContract: 'hourly', realtimeSalaryContract: 'realtime' } as const;

function contractOf(gw: GatewayContext, member: MemberRow, kind: Contract['kind']): Contract {
  if (!isAgent(member)) throw fail(ERROR_KEY.onlyAgents);
  const row = gw.db.prepare('SELECT data FROM contracts WHERE member_id = ? AND kind = ?').get(member.id, kind) as { data: string } | undefined;
  const data = row
    ? (JSON.parse(row.data) as Omit<Contract, 'kind'>)
    : { status: 'none' as const, rules: [], payInterval: kind === 'realtime' ? 'every 5 minutes' : kind, history: [] };
  return { kind, ...data };
}

export function agentRoutes(app: Hono<GatewayEnv>, gw: GatewayContext): void {
  serve(app, gw, endpoints.affiliateCheck, ({ input }) => {
    const agent = memberByAffiliateCode(gw, input.code);
    if (!agent) throw fail(ERROR_KEY.invitationCodeError);
    return { code: input.code.toUpperCase(), agentName: agent.nickname };
  });

  serve(app, gw, endpoints.contractFlags, ({ member }) => {
    const kinds = new Set(
      isAgent(member!)
        ? (
            gw.db.prepare("SELECT kind FROM contracts WHERE member_id = ? AND json_extract(data, '$.status') != 'none'").all(member!.id) as { kind: string }[]
          ).map((r) => r.kind)
        : [],
    );
    const flag = (kind: string) => (kinds.has(kind) ? 1 : 0);
    return { dailysalreqtype: flag('daily'), divtypereq: flag('dividend'), contracthoursalreq: flag('hourly'), realtimesalreqtype: flag('realtime') };
  });

  for (const [name, kind] of Object.entries(KINDS) as [keyof typeof KINDS, Contract['kind']][]) {
    serve(app, gw, endpoints[name], ({ member }) => contractOf(gw, member!, kind));
  }

  // ------------------------------------------------------------ chat

  serve(app, gw, endpoints.chatUrl, ({ input, member, merchant }) => {
    if (!featureSwitches(gw, merchant).CBS3) throw fail(ERROR_KEY.featureDisabled);
    if (member!.type === TRIAL_TYPE) throw fail(ERROR_KEY.chatTrialBlocked);
    const ticket = issueTicket(gw, member!.id, 'chat', null);
    const params = new URLSearchParams({
      ticket,
      title: input.title ?? 'Chat room',
      language: input.language ?? 'PT',
      headerColor: input.headerColor ?? '#1f2937',
    });
    return { chatUrl: `/sandbox/chat/room?${params}` };
  });

  serve(app, gw, endpoints.chatUnread, ({ member }) => ({
    count: getSetting<number>(gw.db, `chat.unread.${member!.id}`, member!.type === TRIAL_TYPE ? 0 : 2),
  }));
}
