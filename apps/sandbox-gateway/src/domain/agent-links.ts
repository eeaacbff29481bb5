import { randomBytes } from 'node:crypto';
import type { AgentTransaction, DownlineKind, InvitationLink } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { pagedQuery, type PageRequest } from '../core/paging';
import { PAYOUT_LEDGER_KIND } from './agent-contracts';
import { LEDGER_KINDS } from './team-sql';
import { belongsTo, memberByAffiliateCode, memberById } from './members';
import { fromCents } from './wallet';

/** Member type of an account an agent creates or invites: players 0, sub-agents 2 (docs/product/agent-centre.md). */
export const DOWNLINE_TYPE: Record<DownlineKind, number> = { player: 0, agent: 2 };
const DAY = 24 * 60 * 60 * 1000;

interface InvitationRow {
  id: number;
  member_id: number;
  code: string;
  member_type: DownlineKind;
  validity_days: number | null;
  created_at: number;
  expires_at: number | null;
  registrations: number;
}

const toLink = (r: InvitationRow, now: number): InvitationLink => ({
  id: r.id,
  code: r.code,
  memberType: r.member_type,
  validityDays: r.validity_days,
  createdAt: r.created_at,
  expiresAt: r.expires_at,
  expired: r.expires_at !== null && r.expires_at <= now,
  registrations: r.registrations,
});

const LINK_SELECT = `SELECT i.*, (SELECT COUNT(*) FROM members m WHERE json_extract(m.profile, '$.invitationId') = i.id) AS registrations
  FROM agent_invitations i`;

export function createInvitation(gw: GatewayContext, agentId: number, memberType: DownlineKind, validityDays: number | null): InvitationLink {
  const now = gw.now();
  let code: string;
  do
    code = randomBytes(6)
      .toString('base64url')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, 'X');
  while (gw.db.prepare('SELECT 1 FROM agent_invitations WHERE code = ?').get(code));
  const id = Number(
    gw.db
      .prepare('INSERT INTO agent_invitations (member_id, code, member_type, validity_days, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)')
      .run(agentId, code, memberType, validityDays, now, validityDays === null ? null : now + validityDays * DAY).lastInsertRowid,
  );
  return toLink(gw.db.prepare<unknown[], InvitationRow>(`${LINK_SELECT} WHERE i.id = ?`).get(id)!, now);
}

export function invitations(gw: GatewayContext, agentId: number, page: PageRequest) {
  const now = gw.now();
  return pagedQuery(gw.db, page, {
    select: `i.*, (SELECT COUNT(*) FROM members m WHERE json_extract(m.profile, '$.invitationId') = i.id) AS registrations`,
    from: 'FROM agent_invitations i WHERE i.member_id = ?',
    params: [agentId],
    orderBy: 'i.created_at DESC, i.id DESC',
    map: (r: InvitationRow) => toLink(r, now),
  });
}

/**
 * The upline and member type a registration code stands for: an agent's invitation link (kind and
 * validity of the link) or an agent's permanent affiliate code (a player). Null: unknown, expired,
 * or the agent of another brand than `merchant` (a registration never joins another brand's team).
 */
export function resolveRegistrationCode(
  gw: GatewayContext,
  code: string,
  merchant: string,
): { uplineId: number; type: number; invitationId: number | null } | null {
  const link = gw.db.prepare<unknown[], InvitationRow>('SELECT * FROM agent_invitations WHERE code = ?').get(code);
  if (link) {
    const agent = memberById(gw, link.member_id);
    if (!agent || !belongsTo(agent, merchant)) return null;
    if (link.expires_at !== null && link.expires_at <= gw.now()) return null;
    return { uplineId: link.member_id, type: DOWNLINE_TYPE[link.member_type], invitationId: link.id };
  }
  const agent = memberByAffiliateCode(gw, code, merchant);
  return agent ? { uplineId: agent.id, type: 0, invitationId: null } : null;
}

/** Announcements for agents, newest first. */
export function agentAnnouncements(gw: GatewayContext, page: PageRequest) {
  return pagedQuery(gw.db, page, {
    select: 'id, title, content, created_at AS createTime',
    from: 'FROM agent_announcements',
    orderBy: 'created_at DESC, id DESC',
    map: (r: { id: number; title: string; content: string; createTime: number }) => r,
  });
}

// ---------------------------------------------------------------- the agent's own ledger

/** The two sides of a transfer between a member and its upline (domain/upline.ts), one ref `upline:<id>`. */
const UPLINE_TRANSFER_KINDS = ['upline_transfer_in', 'upline_transfer_out'] as const;

/** Ledger kinds of each transaction group (docs/product/agent-centre.md). */
export const TRANSACTION_KINDS = {
  income: Object.values(PAYOUT_LEDGER_KIND),
  transfer: [...UPLINE_TRANSFER_KINDS],
  deposit: [...LEDGER_KINDS.deposit],
  withdrawal: [...LEDGER_KINDS.withdrawal, 'withdrawal_return'],
  game: ['bet', 'payout', 'refund'],
} as const;

export function agentTransactions(
  gw: GatewayContext,
  agentId: number,
  q: { from: number; to: number; group: 'all' | keyof typeof TRANSACTION_KINDS; pageNo: number; pageSize: number },
) {
  const kinds = q.group === 'all' ? null : TRANSACTION_KINDS[q.group];
  const where = `l.member_id = ? AND l.created_at >= ? AND l.created_at < ?${kinds ? ` AND l.kind IN (${kinds.map(() => '?').join(', ')})` : ''}`;
  const params = [agentId, q.from, q.to, ...(kinds ?? [])];
  const totals = gw.db
    .prepare<unknown[], { credits: number; debits: number }>(
      `SELECT COALESCE(SUM(CASE WHEN amount > 0 THEN amount END), 0) AS credits, COALESCE(-SUM(CASE WHEN amount < 0 THEN amount END), 0) AS debits
       FROM ledger l WHERE ${where}`,
    )
    .get(...params)!;
  // A transfer with the team: the other member is the owner of the transfer's other entry (same ref;
  // the partial index ledger_upline_ref).
  const transfer = UPLINE_TRANSFER_KINDS.map((k) => `'${k}'`).join(', ');
  const page = pagedQuery(gw.db, q, {
    select: 'l.id, l.created_at, l.kind, l.wallet, l.amount, m.username AS counterparty',
    from: `FROM ledger l
      LEFT JOIN ledger o ON l.kind IN (${transfer}) AND o.kind IN (${transfer}) AND o.ref = l.ref AND o.id <> l.id
      LEFT JOIN members m ON m.id = o.member_id
      WHERE ${where}`,
    params,
    orderBy: 'l.created_at DESC, l.id DESC',
    map: (r: { id: number; created_at: number; kind: string; wallet: string; amount: number; counterparty: string | null }): AgentTransaction => ({
      id: r.id,
      createdAt: r.created_at,
      kind: r.kind,
      wallet: r.wallet,
      amount: fromCents(r.amount),
      counterparty: r.counterparty,
    }),
  });
  return { ...page, totals: { credits: fromCents(totals.credits), debits: fromCents(totals.debits) } };
}
