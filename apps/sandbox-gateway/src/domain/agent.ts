import { ERROR_KEY, type Contract } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { fail } from '../core/errors';
import { isAgent, type MemberRow } from './members';

/** An agent's contract of a kind (`status: 'none'` when never offered); non-agents are refused. */
export function contractOf(gw: GatewayContext, member: MemberRow, kind: Contract['kind']): Contract {
  if (!isAgent(member)) throw fail(ERROR_KEY.onlyAgents);
  const row = gw.db.prepare('SELECT data FROM contracts WHERE member_id = ? AND kind = ?').get(member.id, kind) as { data: string } | undefined;
  const data = row
    ? (JSON.parse(row.data) as Omit<Contract, 'kind'>)
    : { status: 'none' as const, rules: [], payInterval: kind === 'realtime' ? 'every 5 minutes' : kind, history: [] };
  return { kind, ...data };
}

/** 1 for each contract kind the member has (offered or signed); all 0 for non-agents. */
export function contractFlags(gw: GatewayContext, member: MemberRow) {
  const kinds = new Set(
    isAgent(member)
      ? (gw.db.prepare("SELECT kind FROM contracts WHERE member_id = ? AND json_extract(data, '$.status') != 'none'").all(member.id) as { kind: string }[]).map(
          (r) => r.kind,
        )
      : [],
  );
  const flag = (kind: string) => (kinds.has(kind) ? 1 : 0);
  return { dailysalreqtype: flag('daily'), divtypereq: flag('dividend'), contracthoursalreq: flag('hourly'), realtimesalreqtype: flag('realtime') };
}
