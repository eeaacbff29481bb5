import { TEAM_BONUS_KINDS, TEAM_DEPOSIT_KINDS, TEAM_REBATE_KINDS, TEAM_WITHDRAWAL_KINDS } from '../db/team-stats-schema';
import { AGENT_TYPES } from './members';

/**
 * What the agent team's queries share (docs/product/agent-centre.md): the ledger kinds behind the
 * team figures, as SQL lists, and the depth condition of a scope. The queries themselves:
 * team-overview.ts, team-members.ts, team-bets.ts, team-profit-loss.ts.
 */
/**
 * Ledger kinds behind the team figures (the ledger is the truth, not the order tables):
 * docs/product/agent-centre.md.
 */
export const LEDGER_KINDS = {
  deposit: TEAM_DEPOSIT_KINDS,
  withdrawal: TEAM_WITHDRAWAL_KINDS,
  bonus: TEAM_BONUS_KINDS,
  rebate: TEAM_REBATE_KINDS,
} as const;

export const sqlList = (kinds: readonly string[]) => kinds.map((k) => `'${k}'`).join(', ');
export const DEPOSIT = sqlList(LEDGER_KINDS.deposit);
export const WITHDRAWAL = sqlList(LEDGER_KINDS.withdrawal);
export const BONUS = sqlList(LEDGER_KINDS.bonus);
export const REBATE = sqlList(LEDGER_KINDS.rebate);
export const TEAM_KINDS = sqlList([...LEDGER_KINDS.deposit, ...LEDGER_KINDS.withdrawal, ...LEDGER_KINDS.bonus, ...LEDGER_KINDS.rebate]);
export const AGENT_TYPE_LIST = AGENT_TYPES.join(', ');

/** A member is online when one of its sessions was used in the last 5 minutes. */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;
export const DAY = 24 * 60 * 60 * 1000;

/** `depth` condition for a scope: whole team below the root, or its first level only. */
export const depthSql = (scope: 'team' | 'direct') => (scope === 'direct' ? 't.depth = 1' : 't.depth >= 1');
