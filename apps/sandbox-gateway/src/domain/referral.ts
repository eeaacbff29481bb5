import { randomBytes } from 'node:crypto';
import { ERROR_KEY, type InviteeStatus } from '@portal/api-contract';
import type { GatewayContext } from '../core/context';
import { fail } from '../core/errors';
import { pagedQuery, type PageRequest } from '../core/paging';
import { validTurnoverCents } from './bonuses';
import { CATEGORY_KINDS } from './ledger-categories';
import { belongsTo, memberByAffiliateCode, memberById, TRIAL_TYPE, type MemberRow } from './members';
import { shareSignals } from './signals';
import { fromCents } from './wallet';

/**
 * Paid to the inviter per friend who deposited at least the qualifying deposit and then played the
 * qualifying turnover (docs/product/rewards.md "Invite friends"): the friend's own money, never a
 * sign-up bonus played through.
 */
export const REFERRAL_REWARD_CENTS = 10_00;
export const REFERRAL_QUALIFYING_DEPOSIT_CENTS = 50_00;
export const REFERRAL_QUALIFYING_TURNOVER_CENTS = 50_00;

/** A name shown to another member: first two letters, ***, last letter. */
export const maskName = (name: string) => `${name.slice(0, 2)}***${name.slice(-1)}`;

function codeTaken(gw: GatewayContext, code: string): boolean {
  return (
    Boolean(gw.db.prepare('SELECT 1 FROM referral_codes WHERE code = ?').get(code)) ||
    Boolean(gw.db.prepare('SELECT 1 FROM agent_invitations WHERE code = ?').get(code)) ||
    memberByAffiliateCode(gw, code) !== null
  );
}

/** The member's own invitation code, created on first use (8 letters and digits, distinct from every agent code). */
export function referralCodeOf(gw: GatewayContext, member: MemberRow): string {
  if (member.type === TRIAL_TYPE) throw fail(ERROR_KEY.needTrueAccount);
  const existing = gw.db.prepare<unknown[], { code: string }>('SELECT code FROM referral_codes WHERE member_id = ?').get(member.id);
  if (existing) return existing.code;
  let code: string;
  do
    code = `R${randomBytes(5)
      .toString('base64url')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '7')
      .slice(0, 7)}`;
  while (codeTaken(gw, code));
  gw.db.prepare('INSERT INTO referral_codes (member_id, code, created_at) VALUES (?, ?, ?) ON CONFLICT (member_id) DO NOTHING').run(member.id, code, gw.now());
  return gw.db.prepare<unknown[], { code: string }>('SELECT code FROM referral_codes WHERE member_id = ?').get(member.id)!.code;
}

/** The member a player's invitation code belongs to, among those a request for `merchant` may reach (null: not a referral code here). */
export function referrerByCode(gw: GatewayContext, code: string, merchant: string): MemberRow | null {
  const row = gw.db.prepare<unknown[], { member_id: number }>('SELECT member_id FROM referral_codes WHERE code = ?').get(code);
  const member = row ? memberById(gw, row.member_id) : null;
  return member && belongsTo(member, merchant) ? member : null;
}

/** Links a new member to the friend who invited them (inside the registration's transaction). */
export function recordReferral(gw: GatewayContext, inviterId: number, inviteeId: number): void {
  gw.db.prepare('INSERT INTO referrals (invitee_id, inviter_id, created_at) VALUES (?, ?, ?)').run(inviteeId, inviterId, gw.now());
}

interface InviteeRow {
  invitee_id: number;
  username: string;
  created_at: number;
  reward: number | null;
}

/**
 * The friend's qualifying turnover (cents): valid turnover settled since its first credited
 * deposit, once its credited deposits reach the qualifying deposit; 0 before. What a sign-up bonus
 * was staked for before any deposit does not count.
 */
function inviteeTurnover(gw: GatewayContext, r: { invitee_id: number }): number {
  const kinds = CATEGORY_KINDS.deposit;
  const deposits = gw.db
    .prepare<unknown[], { first: number | null; total: number }>(
      `SELECT MIN(created_at) AS first, COALESCE(SUM(amount), 0) AS total FROM ledger WHERE member_id = ? AND kind IN (${kinds.map(() => '?').join(', ')})`,
    )
    .get(r.invitee_id, ...kinds)!;
  if (deposits.first === null || deposits.total < REFERRAL_QUALIFYING_DEPOSIT_CENTS) return 0;
  return validTurnoverCents(gw, r.invitee_id, deposits.first - 1, gw.now());
}

/**
 * A friend who deposited and played the qualifying turnover is qualified, unless the two accounts
 * share a client address, device, mobile number, e-mail address or payout account (seen at
 * registration, login or binding): then one person is likely behind both and no reward is paid
 * (docs/product/abuse-policy.md "Referral rewards").
 */
function statusOf(gw: GatewayContext, inviterId: number, r: InviteeRow): InviteeStatus {
  if (r.reward !== null) return 'rewarded';
  if (inviteeTurnover(gw, r) < REFERRAL_QUALIFYING_TURNOVER_CENTS) return 'registered';
  return shareSignals(gw, inviterId, r.invitee_id) ? 'ineligible' : 'qualified';
}

/** Friends who qualified (not sharing a signal with the inviter) and whose reward the inviter has not claimed yet. */
export function unrewardedQualified(gw: GatewayContext, inviterId: number): number[] {
  const rows = gw.db
    .prepare<
      unknown[],
      {
        invitee_id: number;
        created_at: number;
      }
    >('SELECT r.invitee_id, r.created_at FROM referrals r WHERE r.inviter_id = ? AND r.reward IS NULL')
    .all(inviterId);
  return rows
    .filter((r) => inviteeTurnover(gw, r) >= REFERRAL_QUALIFYING_TURNOVER_CENTS && !shareSignals(gw, inviterId, r.invitee_id))
    .map((r) => r.invitee_id);
}

export function referralInfo(gw: GatewayContext, member: MemberRow) {
  const code = referralCodeOf(gw, member);
  const rows = gw.db
    .prepare<unknown[], InviteeRow>(
      'SELECT r.invitee_id, m.username, r.created_at, r.reward FROM referrals r JOIN members m ON m.id = r.invitee_id WHERE r.inviter_id = ?',
    )
    .all(member.id);
  return {
    code,
    rewardPerFriend: fromCents(REFERRAL_REWARD_CENTS),
    qualifyingDeposit: fromCents(REFERRAL_QUALIFYING_DEPOSIT_CENTS),
    qualifyingTurnover: fromCents(REFERRAL_QUALIFYING_TURNOVER_CENTS),
    invited: rows.length,
    qualified: rows.filter((r) => ['qualified', 'rewarded'].includes(statusOf(gw, member.id, r))).length,
    earned: fromCents(rows.reduce((s, r) => s + (r.reward ?? 0), 0)),
  };
}

export function referralInvitees(gw: GatewayContext, member: MemberRow, page: PageRequest) {
  if (member.type === TRIAL_TYPE) throw fail(ERROR_KEY.needTrueAccount);
  return pagedQuery(gw.db, page, {
    select: 'r.invitee_id, m.username, r.created_at, r.reward',
    from: 'FROM referrals r JOIN members m ON m.id = r.invitee_id WHERE r.inviter_id = ?',
    params: [member.id],
    orderBy: 'r.created_at DESC, r.invitee_id DESC',
    map: (r: InviteeRow) => ({
      userName: maskName(r.username),
      registerTime: r.created_at,
      status: statusOf(gw, member.id, r),
      validTurnover: fromCents(inviteeTurnover(gw, r)),
      reward: fromCents(r.reward ?? 0),
    }),
  });
}

/** Creates an account and, when a friend invited it, links the two in the same transaction. */
export function withReferral(gw: GatewayContext, referrer: MemberRow | null, create: () => number): number {
  return gw.db.transaction(() => {
    const id = create();
    if (referrer) recordReferral(gw, referrer.id, id);
    return id;
  })();
}
