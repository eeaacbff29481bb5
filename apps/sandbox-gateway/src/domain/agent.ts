import { ERROR_KEY, type Contract } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { fail } from '../core/errors';
import { contractOf as agentContractOf, contractPayouts, tiersOf } from './agent-contracts';
import { isAgent, type MemberRow } from './members';

const PAY_INTERVAL = { dividend: 'every half month', daily: 'every day', hourly: 'every hour', realtime: 'every 5 minutes' } as const;

/**
 * An agent's contract of a kind in the compact shape of the first API version, read from the
 * agent-centre tables (docs/product/agent-centre.md): `status: 'none'` without one; non-agents are refused.
 */
export function contractOf(gw: GatewayContext, member: MemberRow, kind: Contract['kind']): Contract {
  if (!isAgent(member)) throw fail(ERROR_KEY.onlyAgents);
  const row = agentContractOf(gw, member.id, kind);
  const history = contractPayouts(gw, member.id, kind, true, { pageNo: 1, pageSize: 20 }).list.map((p) => ({
    period: new Date(p.from)
      .toISOString()
      .slice(0, kind === 'hourly' || kind === 'realtime' ? 16 : 10)
      .replace('T', ' '),
    amount: p.amount,
    paidAt: p.computedAt,
  }));
  return {
    kind,
    status: row ? 'signed' : 'none',
    rules: row ? tiersOf(row).map((t) => ({ threshold: t.minTurnover, rate: t.rate ?? 0 })) : [],
    payInterval: PAY_INTERVAL[kind],
    history,
  };
}

/**
 * 1 for each contract kind the agent holds or has been offered (an open request from its upline, so
 * the page where it answers shows in the menu); all 0 for non-agents.
 */
export function contractFlags(gw: GatewayContext, member: MemberRow) {
  const kinds = new Set(
    isAgent(member)
      ? gw.db
          .prepare<unknown[], string>(
            "SELECT kind FROM agent_contracts WHERE member_id = ? UNION SELECT kind FROM contract_requests WHERE to_id = ? AND status = 'new'",
          )
          .pluck()
          .all(member.id, member.id)
      : [],
  );
  const flag = (kind: string) => (kinds.has(kind) ? 1 : 0);
  return { dailysalreqtype: flag('daily'), divtypereq: flag('dividend'), contracthoursalreq: flag('hourly'), realtimesalreqtype: flag('realtime') };
}
